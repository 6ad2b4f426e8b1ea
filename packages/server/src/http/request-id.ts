import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// Anything but a load balancer's id could forge or bloat our log lines.
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** Behind a trusted proxy the load balancer's X-Request-Id, so one id follows a request. */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof given === 'string' && REQUEST_ID_PATTERN.test(given)) return given;
    return randomUUID();
  };
}

export function echoRequestId(app: FastifyInstance): void {
  // A callback hook: an async one costs every request a promise and a microtask.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
