import { ADS_ROOM } from '@flowers/domain';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { getInitData } from '../api/session-store';
import type { LiveSocket } from '../api/socket';
import { LiveSocketContext, type LiveConnection } from '../lib/live-socket-context';

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener(
      'load',
      () => {
        resolve();
      },
      { once: true },
    );
  });
}

function isJoinAccepted(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'ok' in answer && answer.ok === true;
}

/** spec §4, §7. */
export function LiveSocketProvider({ children }: { children: ReactNode }) {
  const [live, setLive] = useState<LiveConnection | null>(null);

  useEffect(() => {
    let socket: LiveSocket | null = null;
    let unmounted = false;
    let joins = 0;
    const joinListeners = new Set<(join: { rejoin: boolean }) => void>();
    const join = () => {
      socket?.emit('join', ADS_ROOM, (answer: unknown) => {
        if (unmounted || !isJoinAccepted(answer)) return;
        joins += 1;
        for (const listener of [...joinListeners]) listener({ rejoin: joins > 1 });
      });
    };
    // spec §8: socket errors are only logged; socket.io reconnects by itself.
    const logError = (error: Error) => {
      console.warn('Соединение для обновлений:', error.message);
    };
    // socket.io-client is ~13 kB gzip: fetched after load, not beside the first photos.
    pageLoaded()
      .then(() => import('../api/socket'))
      .then(({ createLiveSocket }) => {
        if (unmounted) return;
        socket = createLiveSocket(getInitData());
        socket.on('connect', join);
        socket.on('connect_error', logError);
        socket.connect();
        setLive({
          socket,
          onJoined(listener) {
            joinListeners.add(listener);
            return () => {
              joinListeners.delete(listener);
            };
          },
        });
      })
      .catch(logError);
    return () => {
      unmounted = true;
      socket?.off('connect', join);
      socket?.off('connect_error', logError);
      socket?.disconnect();
      setLive(null);
    };
  }, []);

  return <LiveSocketContext value={live}>{children}</LiveSocketContext>;
}
