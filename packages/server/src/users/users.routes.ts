import {
  addUserSchema,
  blacklistChangeSchema,
  roleChangeSchema,
  userListSchema,
  userSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCapability, requireUser } from '../auth/auth.hooks.ts';
import type { UsersService } from './users.service.ts';

export const userIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** Admin-only user management (spec §7 "/api/users…"). */
export function usersRoutes(users: UsersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const adminOnly = requireCapability('manageUsers');

    r.get(
      '/api/users',
      { preHandler: adminOnly, schema: { response: { 200: userListSchema } } },
      () => users.list(),
    );
    r.post(
      '/api/users',
      { preHandler: adminOnly, schema: { body: addUserSchema, response: { 200: userSchema } } },
      (request) => users.add(requireUser(request), request.body),
    );
    r.post(
      '/api/users/:id/role',
      { preHandler: adminOnly, schema: { params: userIdParams, body: roleChangeSchema } },
      (request) => users.changeRole(requireUser(request), request.params.id, request.body.role),
    );
    r.post(
      '/api/users/:id/blacklist',
      { preHandler: adminOnly, schema: { params: userIdParams, body: blacklistChangeSchema } },
      (request) =>
        users.setBlacklist(requireUser(request), request.params.id, request.body.blacklist),
    );
    r.delete(
      '/api/users/:id',
      { preHandler: adminOnly, schema: { params: userIdParams } },
      async (request) => {
        await users.remove(requireUser(request), request.params.id);
        return { ok: true };
      },
    );
  };
}
