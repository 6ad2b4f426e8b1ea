import { createServer, connect, type Server, type Socket } from 'node:net';

/** Another process may take it later. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface CuttableProxy {
  port: number;
  /** Closes every connection and refuses new ones: a server that went away. */
  cut(): Promise<void>;
  /** As cut, but each connection ends with a TCP reset: a failover, a restarted server. */
  reset(): Promise<void>;
  /** Keeps every connection and takes new ones, but nothing passes: packets dropped. */
  blackHole(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket | null;
  /** Bytes each way held back while the hole lasts, delivered after it, as TCP resends them. */
  held: { up: Buffer[]; down: Buffer[] };
}

export async function startCuttableProxy(target: { host: string; port: number }) {
  const links = new Set<Link>();
  let server: Server | null = null;
  let port = 0;
  let holed = false;

  const forward = (link: Link, way: 'up' | 'down', chunk: Buffer) => {
    const to = way === 'up' ? link.upstream : link.client;
    if (holed || to === null) link.held[way].push(chunk);
    else to.write(chunk);
  };

  const connectUpstream = (link: Link) => {
    const upstream = connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('error', () => undefined);
    upstream.on('data', (chunk: Buffer) => forward(link, 'down', chunk));
    upstream.on('close', () => link.client.destroy());
    for (const chunk of link.held.up.splice(0)) upstream.write(chunk);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const link: Link = { client, upstream: null, held: { up: [], down: [] } };
        links.add(link);
        client.on('error', () => undefined);
        client.on('data', (chunk: Buffer) => forward(link, 'up', chunk));
        client.on('close', () => {
          links.delete(link);
          link.upstream?.destroy();
        });
        if (!holed) connectUpstream(link);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        port = typeof address === 'object' && address ? address.port : 0;
        server = next;
        resolve();
      });
    });

  const end = (how: 'destroy' | 'resetAndDestroy') =>
    new Promise<void>((resolve) => {
      holed = false;
      for (const link of links) {
        link.client[how]();
        link.upstream?.[how]();
      }
      links.clear();
      if (server === null) return resolve();
      server.close(() => resolve());
      server = null;
    });

  const restore = async () => {
    if (holed) {
      holed = false;
      for (const link of links) {
        if (link.upstream === null) connectUpstream(link);
        for (const chunk of link.held.up.splice(0)) link.upstream?.write(chunk);
        for (const chunk of link.held.down.splice(0)) link.client.write(chunk);
      }
    }
    if (server === null) await listen();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut: () => end('destroy'),
    reset: () => end('resetAndDestroy'),
    blackHole: () => {
      holed = true;
    },
    restore,
    close: () => end('destroy'),
  } satisfies CuttableProxy;
}

/** A cuttable proxy in front of the server a URL names, and the same URL through it. */
export async function proxyInFrontOf(
  url: string,
  defaultPort: number,
): Promise<{ proxy: CuttableProxy; url: string }> {
  const direct = new URL(url);
  const proxy = await startCuttableProxy({
    host: direct.hostname,
    port: Number(direct.port || defaultPort),
  });
  const through = new URL(direct);
  through.host = `127.0.0.1:${proxy.port}`;
  return { proxy, url: through.toString() };
}
