import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  delayMs?: number;
}

export interface FakeDadata {
  baseUrl: string;
  requests: RecordedRequest[];
  answer: FakeAnswer;
  close(): Promise<void>;
}

export async function startFakeDadata(): Promise<FakeDadata> {
  const fake: Omit<FakeDadata, 'baseUrl' | 'close'> = {
    requests: [],
    answer: { body: { suggestions: [] } },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      fake.requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text === '' ? null : (JSON.parse(text) as unknown),
      });
      const { status = 200, body, delayMs = 0 } = fake.answer;
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/suggestions/api/4_1/rs`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  });
}
