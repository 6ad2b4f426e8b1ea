import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { textResponse } from '../http/text-response.ts';
import { answerApiCall, isOpen, type EmulatorContext } from './emulator-api.ts';
import { DECLINED_BY_BUYER, findTestCard, maskPan } from './emulator-cards.ts';
import { createNotifier } from './emulator-notifier.ts';
import { messagePage, paymentFormPage } from './emulator-page.ts';
import {
  OPEN_STATUSES,
  findPayment,
  movePayment,
  type EmulatedPayment,
} from './emulator.repository.ts';
import { EMULATOR_PREFIX } from './emulator-terminal.ts';

export interface EmulatorOptions {
  terminalKey: string;
  password: string;
  db: Database;
  /** Base of the hosted page addresses; by default the address the Init call came to. */
  publicUrl?: string;
  now?: () => Date;
}

const methodParams = z.object({ method: z.string().regex(/^[A-Za-z]+$/) });
const paymentParams = z.object({ paymentId: z.string().regex(/^\d{1,15}$/) });
const payForm = z.object({
  card: z.string().max(40).default(''),
  action: z.enum(['pay', 'decline']),
});
// T-Bank answers every call with HTTP 200, Success and ErrorCode, and the method's fields.
const apiAnswerSchema = z.looseObject({ Success: z.boolean(), ErrorCode: z.string() });
const pageSchema = textResponse('text/html');
// A wrong card answers 400 with the form again, but so does the error handler a malformed
// form, as `{ error }`: 400 is left to the default.
const pageResponses = { 200: pageSchema, 404: pageSchema, 409: pageSchema };

function html(reply: FastifyReply, status: number, page: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/**
 * A T-Bank stand-in for demo mode and tests: the v2 API (Init with PayType O or T, GetState,
 * Confirm, Cancel, token-checked)
 * and a hosted payment page whose test cards pay or fail, with signed notifications over HTTP.
 */
export function tbankEmulatorRoutes(options: EmulatorOptions) {
  return async (app: FastifyInstance) => {
    const now = options.now ?? (() => new Date());
    const { db } = options;
    const notify = createNotifier({ ...options, log: app.log });
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
        // The bank's side: our own server is its caller, and must not use up its write limit.
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

    const load = (id: string) => findPayment(db, id, now());
    const closedPage = (payment: EmulatedPayment) =>
      payment.status === 'DEADLINE_EXPIRED'
        ? messagePage('Срок оплаты истёк', 'Вернитесь в магазин и оформите заказ заново.')
        : messagePage('Платёж уже обработан', `Статус платежа: ${payment.status}.`);

    r.get(
      `${EMULATOR_PREFIX}/pay/:paymentId`,
      { schema: { params: paymentParams, response: pageResponses } },
      async (request, reply) => {
        const payment = await load(request.params.paymentId);
        if (payment === null) return html(reply, 404, messagePage('Платёж не найден', ''));
        if (!isOpen(payment)) return html(reply, 409, closedPage(payment));
        await movePayment(db, request.params.paymentId, ['NEW'], { status: 'FORM_SHOWED' });
        return html(reply, 200, paymentFormPage(payment));
      },
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
      async (request, reply) => {
        const id = request.params.paymentId;
        const payment = await load(id);
        if (payment === null) return html(reply, 404, messagePage('Платёж не найден', ''));
        if (!isOpen(payment)) return html(reply, 409, closedPage(payment));
        const card = findTestCard(request.body.card);
        let refusal: { errorCode: string; message: string } | null;
        if (request.body.action === 'decline') {
          refusal = DECLINED_BY_BUYER;
        } else if (card === null) {
          const error = 'Неизвестная карта: используйте одну из тестовых карт ниже';
          return html(reply, 400, paymentFormPage(payment, error));
        } else {
          refusal = card.refusal;
        }
        const pan = card === null ? null : maskPan(card.number);
        if (refusal !== null) {
          const rejected = await movePayment(db, id, OPEN_STATUSES, { status: 'REJECTED', pan });
          if (rejected === null) return html(reply, 409, closedPage(payment));
          await notify(rejected, refusal);
          const failUrl = payment.failUrl;
          if (failUrl === null)
            return html(reply, 200, messagePage('Оплата не прошла', refusal.message));
          return reply.redirect(
            withQuery(failUrl, { errorCode: refusal.errorCode, errorMessage: refusal.message }),
            303,
          );
        }
        // Two nodes may take the same form: the conditional update lets one of them pay it.
        const held = await movePayment(db, id, OPEN_STATUSES, {
          status: 'AUTHORIZED',
          pan,
          authorizedAt: now(),
        });
        if (held === null) return html(reply, 409, closedPage(payment));
        await notify(held);
        // One-stage: the bank charges at once, unless a staff cancel reversed the hold meanwhile.
        // Two-stage: the hold waits for our Confirm or Cancel.
        if (held.payType === 'O') {
          const charged = await movePayment(db, id, ['AUTHORIZED'], { status: 'CONFIRMED' });
          if (charged !== null) await notify(charged);
        }
        if (payment.successUrl === null) return html(reply, 200, messagePage('Оплата прошла', ''));
        return reply.redirect(payment.successUrl, 303);
      },
    );
  };
}
