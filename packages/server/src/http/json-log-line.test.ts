import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonLogLine, logWarningsAsJson } from './json-log-line.ts';

describe('log lines outside the app’s logger', () => {
  const before = process.listeners('warning');
  afterEach(() => {
    process.removeAllListeners('warning');
    for (const listener of before) process.on('warning', listener);
  });

  it('writes a failed start as one JSON line in pino’s shape', () => {
    const line = jsonLogLine('fatal', 'Ошибка конфигурации: PORT');
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(line)).toMatchObject({
      level: 60,
      pid: process.pid,
      msg: 'Ошибка конфигурации: PORT',
    });
  });

  it('hands process warnings to the JSON logger instead of Node’s plain-text printer', async () => {
    const log = vi.fn();
    logWarningsAsJson(log);
    expect(process.listeners('warning')).toHaveLength(1);
    process.emitWarning('the AWS SDK wants a newer Node', 'NodeVersionSupportWarning');
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0]?.[0]).toMatchObject({ name: 'NodeVersionSupportWarning' });
  });
});
