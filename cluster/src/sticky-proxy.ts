import { randomUUID } from 'node:crypto';
import {
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

/** As compose.yaml's Caddy does. */
export const STICKY_COOKIE = 'flowers_node';

export interface Upstream {
  host: string;
  port: number;
}

export interface StickyProxy {
  url: string;
  healthy(index: number): boolean;
  close(): Promise<void>;
}

function pinnedIndex(headers: IncomingHttpHeaders, count: number): number | null {
  const cookies = headers.cookie?.split(';').map((part) => part.trim()) ?? [];
  const value = cookies.find((c) => c.startsWith(`${STICKY_COOKIE}=`))?.split('=')[1];
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 && index < count ? index : null;
}

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

const HEALTH_URI = '/api/health/ready';
const HEALTH_EVERY_MS = 500;
const HEALTH_TIMEOUT_MS = 3_000;
// So one slow answer is no outage.
const HEALTH_FAILS = 2;
const RETRY_AFTER_SECONDS = '5';

/**
 * Takes a request before any node sees it (the peak's bank: its notifications answered at once
 * and delivered later); returns false to let it through.
 */
export type Intercept = (request: IncomingMessage, body: Buffer) => boolean;

/** As compose.yaml's Caddy does: only ready nodes get traffic; 503 + Retry-After when none is. */
export async function startStickyProxy(
  upstreams: readonly Upstream[],
  intercept: Intercept = () => false,
): Promise<StickyProxy> {
  let turn = 0;
  const healthy = upstreams.map(() => false);
  const failures = upstreams.map(() => 0);
  const nextHealthy = (except: number | null): number | null => {
    for (let step = 0; step < upstreams.length; step += 1) {
      const index = (turn + step) % upstreams.length;
      if (healthy[index] === true && index !== except) {
        turn = index + 1;
        return index;
      }
    }
    return null;
  };
  const choose = (headers: IncomingHttpHeaders) => {
    const pinned = pinnedIndex(headers, upstreams.length);
    if (pinned !== null && healthy[pinned] === true) return { index: pinned, fresh: false };
    const index = nextHealthy(null);
    return index === null ? null : { index, fresh: true };
  };

  let checking = true;
  const checks = upstreams.map(async (upstream, index) => {
    while (checking) {
      const passed = await fetch(`http://${upstream.host}:${upstream.port}${HEALTH_URI}`, {
        signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.ok;
        },
        () => false,
      );
      failures[index] = passed ? 0 : (failures[index] ?? 0) + 1;
      if (passed) healthy[index] = true;
      else if ((failures[index] ?? 0) >= HEALTH_FAILS) healthy[index] = false;
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  });

  const server = createServer((request, response) => {
    const unavailable = () => {
      if (!response.headersSent) {
        response.writeHead(503, {
          'content-type': 'text/plain',
          'retry-after': RETRY_AFTER_SECONDS,
        });
      }
      response.end('no node is ready');
    };
    const bodiless = request.method === 'GET' || request.method === 'HEAD';
    const send = (target: { index: number; fresh: boolean }, body: Buffer, retried: boolean) => {
      const upstream = upstreams[target.index] as Upstream;
      const outgoing = forward(
        {
          ...upstream,
          method: request.method,
          path: request.url,
          headers: forwardedHeaders(request),
        },
        (answer) => {
          const headers = { ...answer.headers };
          if (target.fresh) {
            const pin = `${STICKY_COOKIE}=${target.index}; Path=/; HttpOnly; SameSite=Lax`;
            headers['set-cookie'] = [...(headers['set-cookie'] ?? []), pin];
          }
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        // Refused: the request never reached the node, so any method may go to another one;
        // dropped mid-way: only a request without a body is safe to send again.
        const refused = error.code === 'ECONNREFUSED';
        if (refused) {
          healthy[target.index] = false;
          failures[target.index] = HEALTH_FAILS;
        }
        const other = retried || !(refused || bodiless) ? null : nextHealthy(target.index);
        if (other !== null && !response.headersSent) {
          send({ index: other, fresh: true }, body, true);
          return;
        }
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
        response.end('bad gateway');
      });
      outgoing.end(body);
    };
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (intercept(request, body)) {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('OK');
        return;
      }
      const target = choose(request.headers);
      if (target === null) unavailable();
      else send(target, body, false);
    });
  });

  // Upgraded sockets leave the server's books, so closing must end them by hand.
  const tunnels = new Set<Duplex>();
  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => {
    tunnels.add(client);
    client.on('close', () => tunnels.delete(client));
    const target = choose(request.headers);
    if (target === null) {
      client.destroy();
      return;
    }
    const upstream = upstreams[target.index] as Upstream;
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
    healthy: (index) => healthy[index] === true,
    close: async () => {
      checking = false;
      await Promise.all(checks);
      await new Promise<void>((resolve) => {
        for (const tunnel of tunnels) tunnel.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
