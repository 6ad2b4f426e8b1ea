import { ADS_ROOM } from '@flowers/domain';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { getInitData } from '../api/session-store';
import { createLiveSocket } from '../api/socket';
import type { LiveSocket } from '../api/socket';
import { LiveSocketContext } from '../lib/live-socket-context';

/** Connects once signed in, joins the ads room on every (re)connect (spec §4, §7). */
export function LiveSocketProvider({ children }: { children: ReactNode }) {
  // Created unconnected, so a render React throws away leaves no connection behind.
  const [live] = useState<LiveSocket>(() => createLiveSocket(getInitData()));

  useEffect(() => {
    const join = () => {
      live.emit('join', ADS_ROOM);
    };
    // spec §8: socket errors are only logged; socket.io reconnects by itself.
    const logError = (error: Error) => {
      console.warn('Соединение для обновлений:', error.message);
    };
    live.on('connect', join);
    live.on('connect_error', logError);
    live.connect();
    return () => {
      live.off('connect', join);
      live.off('connect_error', logError);
      live.disconnect();
    };
  }, [live]);

  return <LiveSocketContext value={live}>{children}</LiveSocketContext>;
}
