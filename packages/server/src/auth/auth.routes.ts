import { sessionSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from './auth.hooks.ts';

export function authRoutes() {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/parse-initdata',
      {
        config: { allowBlacklisted: true, signatureSuffices: true },
        schema: { summary: 'Sign in with Telegram init data', response: { 200: sessionSchema } },
      },
      async (request) => {
        const user = requireUser(request);
        return { userId: String(user.id), username: user.username };
      },
    );
  };
}
