import { clientErrorLogResultSchema, clientErrorLogSchema } from '@flowers/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.hooks.ts';
import type { ClientErrorsService } from './client-errors.service.ts';

/** Anything bigger is a bug or abuse. */
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;

export function clientErrorsRoutes(clientErrors: ClientErrorsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/client-error-log',
      {
        bodyLimit: CLIENT_ERROR_MAX_BYTES,
        schema: {
          summary: 'Report an error the web app met',
          body: clientErrorLogSchema,
          response: { 200: clientErrorLogResultSchema },
        },
      },
      (request) => clientErrors.record(requireUser(request), request.body),
    );
  };
}
