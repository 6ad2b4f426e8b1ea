import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE = fileURLToPath(new URL('./json-log-line.ts', import.meta.url));

describe('a process that ends on an unexpected error', () => {
  it('says why as one JSON line at level fatal, then exits with 1', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '--eval',
        `import { exitOnUncaughtAsJson } from ${JSON.stringify(MODULE)};
         exitOnUncaughtAsJson();
         setTimeout(() => { throw new Error('read ECONNRESET'); });`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 60,
      msg: 'the process ends on an unexpected error',
      origin: 'uncaughtException',
      err: { message: 'read ECONNRESET' },
    });
  });
});
