import type { Duplex } from 'node:stream';

/**
 * PostgreSQL answers every message it is sent. A connection that has sent something and heard
 * nothing for `silentMs` has lost its server without a reset (a black hole: packets dropped),
 * and TCP's retransmissions would hold its query for minutes. The stream is pg's own, after any
 * TLS upgrade, so the bytes watched are the protocol's.
 */
export function endWhenSilent(stream: Duplex, silentMs: number): void {
  let timer: NodeJS.Timeout | null = null;
  const quiet = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
  };
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  stream.write = ((...args: unknown[]) => {
    timer ??= setTimeout(() => {
      const error = new Error(`PostgreSQL has not answered for ${silentMs} ms`);
      stream.destroy(Object.assign(error, { code: 'ETIMEDOUT' }));
    }, silentMs);
    return write(...args);
  }) as Duplex['write'];
  stream.on('data', quiet);
  stream.once('close', quiet);
}
