import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { textResponse } from '../http/text-response.ts';
import { answerApiCall, type EmulatorContext } from './emulator-api.ts';
import { createNotifier } from './emulator-notifier.ts';
import { createEmulatorPaymentForm, type FormAnswer } from './emulator-payment-form.ts';
import { EMULATOR_PREFIX } from './emulator-terminal.ts';

export interface EmulatorOptions {
  terminalKey: string;
  password: string;
  db: Database;
  publicUrl?: string;
  now?: () => Date;
}

const methodParams = z.object({ method: z.string().regex(/^[A-Za-z]+$/) });
const paymentParams = z.object({ paymentId: z.string().regex(/^\d{1,15}$/) });
const payForm = z.object({
  card: z.string().max(40).default(''),
  action: z.enum(['pay', 'decline']),
});
const apiAnswerSchema = z.looseObject({ Success: z.boolean(), ErrorCode: z.string() });
const pageSchema = textResponse('text/html');
// The error handler also answers a malformed form 400, as `{ error }`: 400 is left to the default.
const pageResponses = { 200: pageSchema, 404: pageSchema, 409: pageSchema };

function html(reply: FastifyReply, status: number, page: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

export function tbankEmulatorRoutes(options: EmulatorOptions) {
  return async (app: FastifyInstance) => {
    const now = options.now ?? (() => new Date());
    const { db } = options;
    const notify = createNotifier({ ...options, log: app.log });
    const paymentForm = createEmulatorPaymentForm({ db, notify, now });
    const baseUrl = (request: FastifyRequest) =>
      options.publicUrl ?? `${request.protocol}://${request.host}`;

    // The hosted page posts an ordinary HTML form; only this plugin parses that content type.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      `${EMULATOR_PREFIX}/v2/:method`,
      {
        // Our own server is the caller and must not use up its write limit.
        config: { rateLimit: false },
        schema: {
          params: methodParams,
          body: z.record(z.string(), z.unknown()),
          response: { 200: apiAnswerSchema },
        },
      },
      (request) => {
        const context: EmulatorContext = {
          terminalKey: options.terminalKey,
          password: options.password,
          db,
          notify,
          now,
          paymentUrl: (id) => `${baseUrl(request)}${EMULATOR_PREFIX}/pay/${id}`,
        };
        return answerApiCall(context, request.params.method, request.body);
      },
    );

    const answer = (reply: FastifyReply, form: FormAnswer) =>
      form.kind === 'redirect'
        ? reply.redirect(form.url, 303)
        : html(reply, form.status, form.page);

    r.get(
      `${EMULATOR_PREFIX}/pay/:paymentId`,
      { schema: { params: paymentParams, response: pageResponses } },
      async (request, reply) => answer(reply, await paymentForm.show(request.params.paymentId)),
    );

    r.post(
      `${EMULATOR_PREFIX}/pay/:paymentId`,
      {
        schema: {
          params: paymentParams,
          body: payForm,
          response: {
            ...pageResponses,
            303: z.undefined().describe('To the shop’s success or fail page'),
          },
        },
      },
      async (request, reply) =>
        answer(reply, await paymentForm.submit(request.params.paymentId, request.body)),
    );
  };
}
