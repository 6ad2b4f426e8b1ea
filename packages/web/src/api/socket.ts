import { SOCKET_PATH } from '@flowers/domain';
import {
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_RECONNECT_RANDOMIZATION,
} from '../config/socket';
import { io } from 'socket.io-client';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { env } from '../config/env';

export type LiveSocket = Pick<
  Socket,
  'on' | 'off' | 'emit' | 'connect' | 'disconnect' | 'connected'
>;

// spec §7 "Realtime".
export const LIVE_SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: SOCKET_PATH,
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  timeout: SOCKET_CONNECT_TIMEOUT_MS,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
  reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
  randomizationFactor: SOCKET_RECONNECT_RANDOMIZATION,
};

/** Init data lets staff into their room. */
export function createLiveSocket(initData: string | null): LiveSocket {
  const origin = env.apiBaseUrl || window.location.origin;
  return io(origin, {
    ...LIVE_SOCKET_OPTIONS,
    autoConnect: false,
    auth: initData ? { initData } : {},
  });
}
