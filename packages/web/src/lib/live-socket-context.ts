import { createContext, use, useEffect, useEffectEvent } from 'react';
import type { LiveSocket } from '../api/socket';

// Any domain zod schema fits; web does not depend on zod itself.
interface PayloadSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export const LiveSocketContext = createContext<LiveSocket | null>(null);

export function useLiveEvent<T>(
  event: string,
  schema: PayloadSchema<T>,
  handler: (payload: T) => void,
) {
  const socket = use(LiveSocketContext);
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
