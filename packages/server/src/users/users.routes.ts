import {
  addUserSchema,
  blacklistChangeSchema,
  okResponseSchema,
  roleChangeSchema,
  roleResponseSchema,
  userListSchema,
  userPageQuerySchema,
  userPageSchema,
  userSchema,
} from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { UsersService } from './users.service.ts';

export const userIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const roleParams = z.object({ userId: userIdParams.shape.id });
const OK = { ok: true } as const;

export function usersRoutes(users: UsersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/users/role/:userId',
      {
        schema: {
          summary: "A user's role",
          params: roleParams,
          response: { 200: roleResponseSchema },
        },
      },
      (request) => users.roleOf(requireUser(request), request.params.userId),
    );
    r.get(
      '/api/users',
      { schema: { summary: 'Users (admin)', response: { 200: userListSchema } } },
      (request) => users.list(requireUser(request)),
    );
    r.get(
      '/api/users/page',
      {
        schema: {
          summary: 'Users, page by page (admin)',
          querystring: userPageQuerySchema,
          response: { 200: userPageSchema },
        },
      },
      (request) => users.listPage(requireUser(request), request.query),
    );
    r.post(
      '/api/users',
      {
        schema: {
          summary: 'Add a user with a role (admin)',
          body: addUserSchema,
          response: { 200: userSchema },
        },
      },
      (request) => users.add(requireUser(request), request.body),
    );
    r.post(
      '/api/users/:id/role',
      {
        schema: {
          summary: "Change a user's role (admin)",
          params: userIdParams,
          body: roleChangeSchema,
          response: { 200: userSchema },
        },
      },
      (request) => users.changeRole(requireUser(request), request.params.id, request.body.role),
    );
    r.post(
      '/api/users/:id/blacklist',
      {
        schema: {
          summary: 'Block or unblock a user (staff)',
          params: userIdParams,
          body: blacklistChangeSchema,
          response: { 200: userSchema },
        },
      },
      (request) =>
        users.setBlacklist(requireUser(request), request.params.id, request.body.blacklist),
    );
    r.delete(
      '/api/users/:id',
      {
        schema: {
          summary: 'Delete a user (admin)',
          params: userIdParams,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await users.remove(requireUser(request), request.params.id);
        return OK;
      },
    );
  };
}
