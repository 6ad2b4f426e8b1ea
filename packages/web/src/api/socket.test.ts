import { describe, expect, it, vi } from 'vitest';
import type * as SocketModule from './socket';

const io = vi.fn(() => ({}));
vi.mock('socket.io-client', () => ({ io }));

describe('createLiveSocket (spec §7 "Realtime")', () => {
  it('uses websocket then polling, a 20 s timeout and endless 1–5 s reconnection', async () => {
    const { createLiveSocket } = await vi.importActual<typeof SocketModule>('./socket');

    createLiveSocket('signed');

    expect(io).toHaveBeenCalledWith(window.location.origin, {
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      timeout: 20_000,
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      autoConnect: false,
      auth: { initData: 'signed' },
    });
  });
});
