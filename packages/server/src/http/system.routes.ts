import {
  okResponseSchema,
  publicConfigSchema,
  readinessSchema,
  type BotLink,
  type PublicConfig,
  type Readiness,
} from '@flowers/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { isDemoMode } from '../config.ts';

export async function publicConfigOf(
  config: Config,
  botLink: () => Promise<BotLink | null>,
): Promise<PublicConfig> {
  return {
    demo: isDemoMode(config),
    supportUrl: config.supportUrl,
    offerPath: '/oferta',
    bot: await botLink(),
    operator: config.operator,
  };
}

export function systemRoutes(deps: {
  config: Config;
  readiness: () => Promise<Readiness>;
  botLink: () => Promise<BotLink | null>;
}) {
  const { botLink } = deps;
  const { config } = deps;
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    const readiness = await deps.readiness();
    // Probes must see the state now, never a cached answer.
    void reply.header('cache-control', 'no-store');
    return readiness;
  };
  const readyRoute = (summary: string) => ({
    config: { public: true },
    schema: { summary, response: { 200: readinessSchema } },
  });
  return async (app: FastifyInstance) => {
    // Restarting the process would not help unless this fails.
    app.get(
      '/api/health/live',
      {
        config: { public: true },
        schema: { summary: 'Liveness: the process answers', response: { 200: okResponseSchema } },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { ok: true };
      },
    );
    app.get(
      '/api/health/ready',
      readyRoute('Readiness: whether the proxy should send this node traffic'),
      ready,
    );
    app.get('/api/health', readyRoute('Health: the node and what it depends on'), ready);

    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/public-config',
      {
        config: { public: true },
        schema: {
          summary: 'Settings the web app needs before sign-in',
          response: { 200: publicConfigSchema },
        },
      },
      () => publicConfigOf(config, botLink),
    );
  };
}
