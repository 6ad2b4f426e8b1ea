import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { textResponse } from '../http/text-response.ts';
import type { Metrics } from './metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The credentials of `Bearer <token>`; RFC 9110 §11.1: the scheme's case does not matter. */
function bearerToken(authorization: string | undefined): string {
  const match = /^bearer +(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? '';
}

export function metricsRoutes(metrics: Metrics, token: string) {
  const expected = digest(token);
  return async (app: FastifyInstance) => {
    const schema = { response: { 200: textResponse('text/plain') } };
    app.get('/metrics', { schema }, async (request, reply) => {
      // Hashing first gives equal lengths, so the comparison takes the same time for any guess.
      const given = digest(bearerToken(request.headers.authorization));
      if (!timingSafeEqual(given, expected)) {
        throw new AppError('unauthorized', 'Нужен токен метрик (METRICS_TOKEN)');
      }
      const body = await metrics.registry.metrics();
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    });
  };
}
