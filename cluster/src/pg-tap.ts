// A TCP relay in front of PostgreSQL that counts what the nodes ask of it, without touching the
// server: statements (the wire protocol's simple Query and extended Execute messages, BEGIN and
// COMMIT included) and connections opened. PostgreSQL protocol 3, "Message Formats".
import { createServer, connect, type Socket } from 'node:net';

export interface PgCounts {
  statements: number;
  connectionsOpened: number;
  connectionsOpen: number;
  connectionsMostOpen: number;
}

export interface PgTap {
  port: number;
  counts(): PgCounts;
  close(): Promise<void>;
}

const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const QUERY = 0x51; // 'Q'
const EXECUTE = 0x45; // 'E'

/**
 * Counts the statements in a client's byte stream, fed as it arrives. Before the first typed
 * message come untyped ones: an SSL or GSS request (refused by a plain server) and the
 * start-up message.
 */
export function createStatementCounter(onStatement: () => void) {
  let buffer: Buffer = Buffer.alloc(0);
  let started = false;
  return (chunk: Buffer) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) started = true;
        buffer = buffer.subarray(length);
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < length + 1) return;
      const type = buffer[0];
      if (type === QUERY || type === EXECUTE) onStatement();
      buffer = buffer.subarray(length + 1);
    }
  };
}

export async function startPgTap(target: { host: string; port: number }): Promise<PgTap> {
  const counts: PgCounts = {
    statements: 0,
    connectionsOpened: 0,
    connectionsOpen: 0,
    connectionsMostOpen: 0,
  };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    counts.connectionsOpened += 1;
    counts.connectionsOpen += 1;
    counts.connectionsMostOpen = Math.max(counts.connectionsMostOpen, counts.connectionsOpen);
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const count = createStatementCounter(() => (counts.statements += 1));
    client.on('data', (chunk: Buffer) => {
      count(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    let closed = false;
    const end = () => {
      if (closed) return;
      closed = true;
      counts.connectionsOpen -= 1;
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : 0,
    counts: () => ({ ...counts }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
