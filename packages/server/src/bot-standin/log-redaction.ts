import type { FastifyRequest } from 'fastify';

// In demo mode every call the worker makes would print the bot token in the request log.
const BOT_TOKEN_PATH = /\/bot\d+:[\w-]+/g;

export const redactBotToken = (url: string): string =>
  url.replace(BOT_TOKEN_PATH, '/bot<redacted>');

/** Fastify's own `req` serializer, field for field. */
export const logSerializers = {
  req(request: FastifyRequest) {
    const version = request.headers['accept-version'];
    return {
      method: request.method,
      url: redactBotToken(request.url),
      version: Array.isArray(version) ? version.join(', ') : version,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    };
  },
};
