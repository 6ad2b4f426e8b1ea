// Baseline: no database, no auth.
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { readStdinJson } from '../lib/processes.ts';

export interface BareHttpInput {
  bodyFile: string;
  headers: Record<string, string>;
}

const input = await readStdinJson<BareHttpInput>();
const body = await readFile(input.bodyFile);
const app = Fastify({ logger: false });
app.get('/api/ads', (_request, reply) => reply.headers(input.headers).send(body));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url: address }));
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
