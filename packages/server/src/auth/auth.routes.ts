import { isStaff, roleResponseSchema, sessionSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { findUser } from '../users/users.repository.ts';
import { FORBIDDEN, requireUser } from './auth.hooks.ts';
import { toCurrentUser } from './current-user.ts';

const userIdParams = z.object({
  userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export function authRoutes(deps: { db: Database; superAdminId: number }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/parse-initdata',
      { config: { allowBlacklisted: true }, schema: { response: { 200: sessionSchema } } },
      async (request) => {
        const user = requireUser(request);
        return { userId: String(user.id), username: user.username };
      },
    );

    r.get(
      '/api/users/role/:userId',
      { schema: { params: userIdParams, response: { 200: roleResponseSchema } } },
      async (request) => {
        const caller = requireUser(request);
        const { userId } = request.params;
        if (userId === caller.id) return { role: caller.role };
        if (!isStaff(caller.role)) throw new AppError('forbidden', FORBIDDEN);
        const row = await findUser(deps.db, userId);
        if (row === null || row.deletedAt !== null) {
          throw new AppError('not_found', 'Пользователь не найден');
        }
        return { role: toCurrentUser(row, deps.superAdminId).role };
      },
    );
  };
}
