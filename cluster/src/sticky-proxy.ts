import { randomUUID } from 'node:crypto';
import {
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

/** The cookie that pins a browser to one node, as compose.yaml's Caddy does with its own. */
export const STICKY_COOKIE = 'flowers_node';

export interface Upstream {
  host: string;
  port: number;
}

export interface StickyProxy {
  url: string;
  close(): Promise<void>;
}

function pinnedIndex(headers: IncomingHttpHeaders, count: number): number | null {
  const cookies = headers.cookie?.split(';').map((part) => part.trim()) ?? [];
  const value = cookies.find((c) => c.startsWith(`${STICKY_COOKIE}=`))?.split('=')[1];
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 && index < count ? index : null;
}

// What a load balancer adds: the client address, the scheme and a request id.
function forwardedHeaders(request: IncomingMessage): IncomingHttpHeaders {
  const prior = request.headers['x-forwarded-for'];
  const client = request.socket.remoteAddress ?? '';
  return {
    ...request.headers,
    'x-forwarded-for': prior === undefined ? client : `${String(prior)}, ${client}`,
    'x-forwarded-proto': 'http',
    'x-request-id': request.headers['x-request-id'] ?? randomUUID(),
  };
}

/**
 * A small reverse proxy with cookie-based sticky sessions, WebSocket upgrades included: a
 * client without the cookie goes to the next node in turn and is pinned to it from then on.
 */
export async function startStickyProxy(upstreams: readonly Upstream[]): Promise<StickyProxy> {
  let turn = 0;
  const choose = (headers: IncomingHttpHeaders) => {
    const pinned = pinnedIndex(headers, upstreams.length);
    if (pinned !== null) return { index: pinned, fresh: false };
    const index = turn % upstreams.length;
    turn += 1;
    return { index, fresh: true };
  };

  const server = createServer((request, response) => {
    const { index, fresh } = choose(request.headers);
    const upstream = upstreams[index] as Upstream;
    const outgoing = forward(
      {
        ...upstream,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request),
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (fresh) {
          const pin = `${STICKY_COOKIE}=${index}; Path=/; HttpOnly; SameSite=Lax`;
          headers['set-cookie'] = [...(headers['set-cookie'] ?? []), pin];
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('bad gateway');
    });
    request.pipe(outgoing);
  });

  // Upgraded sockets leave the server's books, so closing must end them by hand.
  const tunnels = new Set<Duplex>();
  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    tunnels.add(client);
    client.on('close', () => tunnels.delete(client));
    const upstream = upstreams[choose(request.headers).index] as Upstream;
    const socket = connect(upstream.port, upstream.host, () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (const [name, value] of Object.entries(forwardedHeaders(request))) {
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
      }
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) socket.write(head);
      socket.pipe(client).pipe(socket);
    });
    socket.on('error', () => client.destroy());
    client.on('error', () => socket.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const tunnel of tunnels) tunnel.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
