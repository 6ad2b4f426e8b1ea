import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { createBotStandin, type BotStandin } from './bot-standin.ts';

export async function listenStandin(options: {
  db: Database;
  token: string;
  messagesPerSecond?: number;
  onCall?: (method: string, params: Record<string, unknown>) => void;
}): Promise<{ standin: BotStandin; apiRoot: string; close(): Promise<void> }> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const standin = createBotStandin(options);
  await app.register(standin.routes);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { standin, apiRoot: standin.apiRoot(base), close: () => app.close() };
}
