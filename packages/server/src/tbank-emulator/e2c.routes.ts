import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { textResponse } from '../http/text-response.ts';
import { createE2cBank } from './e2c-bank.ts';
import type { FormAnswer } from './emulator-payment-form.ts';
import { EMULATOR_PREFIX } from './emulator-terminal.ts';

export interface E2cEmulatorOptions {
  terminalKey: string;
  db: Database;
  publicKeyOf: (serialNumber: string) => Promise<KeyObject | null>;
  publicUrl?: string;
  returnUrl?: string;
}

export const E2C_EMULATOR_PATH = `${EMULATOR_PREFIX}/e2c/v2/`;
const CARD_PAGE_PATH = `${EMULATOR_PREFIX}/e2c/add-card/`;

const methodParams = z.object({ method: z.string().regex(/^[A-Za-z]+$/) });
const requestParams = z.object({ requestKey: z.uuid() });
const cardForm = z.object({ card: z.string().max(40).default('') });
const answerSchema = z.union([
  z.looseObject({ Success: z.boolean(), ErrorCode: z.string() }),
  z.array(z.looseObject({ CardId: z.string() })),
]);
const pageSchema = textResponse('text/html');
const pageResponses = { 200: pageSchema, 404: pageSchema };

/** Requests are checked for their certificate signature. */
export function tbankEmulatorE2cRoutes(options: E2cEmulatorOptions) {
  return async (app: FastifyInstance) => {
    const bank = createE2cBank(options);
    const baseUrl = (request: FastifyRequest) =>
      options.publicUrl ?? `${request.protocol}://${request.host}`;

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const answer = (reply: FastifyReply, form: FormAnswer) =>
      form.kind === 'redirect'
        ? reply.redirect(form.url, 303)
        : reply
            .status(form.status)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(form.page);

    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      `${E2C_EMULATOR_PATH}:method`,
      {
        // Our own server is the caller and must not use up its write limit.
        config: { rateLimit: false },
        schema: {
          params: methodParams,
          body: z.record(z.string(), z.unknown()),
          response: { 200: answerSchema, 503: z.object({ error: z.string() }) },
        },
      },
      async (request, reply) => {
        const outcome = await bank.call(
          request.params.method,
          request.body,
          `${baseUrl(request)}${CARD_PAGE_PATH}`,
        );
        if (outcome.kind === 'unavailable') {
          return reply.status(503).send({ error: 'Сервис выплат временно недоступен' });
        }
        return outcome.answer;
      },
    );

    r.get(
      `${CARD_PAGE_PATH}:requestKey`,
      { schema: { params: requestParams, response: pageResponses } },
      async (request, reply) => answer(reply, await bank.showCardPage(request.params.requestKey)),
    );

    r.post(
      `${CARD_PAGE_PATH}:requestKey`,
      {
        schema: {
          params: requestParams,
          body: cardForm,
          response: { ...pageResponses, 303: z.undefined().describe('Back to the shop') },
        },
      },
      async (request, reply) =>
        answer(reply, await bank.submitCardPage(request.params.requestKey, request.body.card)),
    );
  };
}
