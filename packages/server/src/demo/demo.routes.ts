import {
  demoInitDataRequestSchema,
  demoInitDataResponseSchema,
  demoUserListSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../http/app-error.ts';
import { signInitData } from '../auth/init-data.ts';
import { DEMO_USERS } from './demo-users.ts';

/** Demo mode only, so with a real bot token these paths answer 404. */
export function demoRoutes(deps: { botToken: string; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/demo/users',
      {
        config: { public: true },
        schema: {
          summary: 'The demo users to sign in as (demo)',
          response: { 200: demoUserListSchema },
        },
      },
      async () =>
        DEMO_USERS.map((user) => ({
          userId: String(user.id),
          username: user.username,
          role: user.role,
          label: user.label,
        })),
    );

    r.post(
      '/api/demo/init-data',
      {
        config: { public: true },
        schema: {
          summary: 'Sign in as a demo user (demo)',
          body: demoInitDataRequestSchema,
          response: { 200: demoInitDataResponseSchema },
        },
      },
      async (request) => {
        const user = DEMO_USERS.find((candidate) => String(candidate.id) === request.body.userId);
        if (user === undefined) throw new AppError('not_found', 'Демо-пользователь не найден');
        const initData = signInitData(
          {
            user: {
              id: user.id,
              username: user.username,
              first_name: user.firstName,
              last_name: user.lastName,
              language_code: 'ru',
            },
            authDate: now(),
            query_id: `demo-${user.id}`,
          },
          deps.botToken,
        );
        return { initData };
      },
    );
  };
}
