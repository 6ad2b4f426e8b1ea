import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../test/fake-api';
import type { ApiCall } from '../test/fake-api';
import { askWriteAccess, canAskWriteAccess } from '../telegram/write-access';
import { SessionContext } from './session-context';
import { useWriteAccessRequest } from './use-write-access-request';

vi.mock('../telegram/write-access', () => ({
  canAskWriteAccess: vi.fn(() => true),
  askWriteAccess: vi.fn(() => Promise.resolve(true)),
}));

function request(botCanWrite: boolean): {
  calls: ApiCall[];
  ask: (mode: 'once' | 'now') => Promise<void>;
} {
  const calls = stubApi({
    'GET /api/me/notifications': () => json({ enabled: true, bot_can_write: botCanWrite }),
    'POST /api/me/write-access': () => json({ ok: true }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = {
    user: { userId: '42', username: 'anna', role: 'user' as const },
    switchDemoUser: null,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext value={session}>{children}</SessionContext>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useWriteAccessRequest(), { wrapper });
  return { calls, ask: result.current };
}

function reports(calls: ApiCall[]) {
  return calls.filter((call) => call.path === '/api/me/write-access').map((call) => call.body);
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  vi.mocked(canAskWriteAccess).mockReturnValue(true);
  vi.mocked(askWriteAccess).mockResolvedValue(true);
});

describe('asking Telegram to let the bot write', () => {
  it('asks after the first ad or order and reports the answer to the server', async () => {
    const { calls, ask } = request(false);

    await ask('once');

    expect(askWriteAccess).toHaveBeenCalledTimes(1);
    expect(reports(calls)).toEqual([{ granted: true }]);
  });

  it('reports a refusal as well', async () => {
    vi.mocked(askWriteAccess).mockResolvedValue(false);
    const { calls, ask } = request(false);

    await ask('once');

    expect(reports(calls)).toEqual([{ granted: false }]);
  });

  it('asks only once, however many ads and orders follow', async () => {
    const { ask } = request(false);

    await ask('once');
    await ask('once');

    expect(askWriteAccess).toHaveBeenCalledTimes(1);
  });

  it('asks again when the user taps «Разрешить сообщения» themselves', async () => {
    const { ask } = request(false);

    await ask('once');
    await ask('now');

    expect(askWriteAccess).toHaveBeenCalledTimes(2);
  });

  it('does not ask when the bot may already write', async () => {
    const { calls, ask } = request(true);

    await ask('once');

    expect(askWriteAccess).not.toHaveBeenCalled();
    expect(reports(calls)).toEqual([]);
  });

  it('does not ask where Telegram cannot, e.g. outside Telegram', async () => {
    vi.mocked(canAskWriteAccess).mockReturnValue(false);
    const { calls, ask } = request(false);

    await ask('once');

    expect(askWriteAccess).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
