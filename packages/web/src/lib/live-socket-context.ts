import { createContext, use, useEffect, useEffectEvent } from 'react';
import type { LiveSocket } from '../api/socket';

// Any domain zod schema fits; web does not depend on zod itself.
interface PayloadSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface LiveConnection {
  socket: LiveSocket;
  /** Called after every join the server acknowledges, `rejoin` after a dropped connection. */
  onJoined(listener: (join: { rejoin: boolean }) => void): () => void;
}

export const LiveSocketContext = createContext<LiveConnection | null>(null);

export function useLiveEvent<T>(
  event: string,
  schema: PayloadSchema<T>,
  handler: (payload: T) => void,
) {
  const socket = use(LiveSocketContext)?.socket;
  const onPayload = useEffectEvent(handler);

  useEffect(() => {
    if (!socket) return undefined;
    const listener = (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) onPayload(parsed.data);
      else console.warn(`Непонятное событие ${event}:`, parsed.error);
    };
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event, schema]);
}

/**
 * The server does not replay what it sent while the socket was away, from a dropped connection
 * to its rejoin, so whoever shows live data reads it afresh then.
 */
export function useLiveResync(resync: () => void) {
  const live = use(LiveSocketContext);
  const onResync = useEffectEvent(resync);

  useEffect(() => {
    if (!live) return undefined;
    return live.onJoined(({ rejoin }) => {
      if (rejoin) onResync();
    });
  }, [live]);
}
