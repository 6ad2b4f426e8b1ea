import type { Database } from '../db/database.ts';
import { isOpen } from './emulator-api.ts';
import { DECLINED_BY_BUYER, findTestCard, maskPan } from './emulator-cards.ts';
import type { Notify } from './emulator-notifier.ts';
import { messagePage, paymentFormPage } from './emulator-page.ts';
import {
  OPEN_STATUSES,
  findPayment,
  movePayment,
  type EmulatedPayment,
} from './emulator.repository.ts';

export type FormAnswer =
  { kind: 'page'; status: 200 | 400 | 404 | 409; page: string } | { kind: 'redirect'; url: string };

const page = (status: 200 | 400 | 404 | 409, html: string): FormAnswer => ({
  kind: 'page',
  status,
  page: html,
});
const NOT_FOUND = page(404, messagePage('Платёж не найден', ''));

function closed(payment: EmulatedPayment): FormAnswer {
  return page(
    409,
    payment.status === 'DEADLINE_EXPIRED'
      ? messagePage('Срок оплаты истёк', 'Вернитесь в магазин и оформите заказ заново.')
      : messagePage('Платёж уже обработан', `Статус платежа: ${payment.status}.`),
  );
}

const PAID_STATUSES: readonly string[] = ['AUTHORIZED', 'CONFIRMED'];
export const ENTER_CARD = 'Введите номер карты';

/** A double tap finds the payment already decided: it goes where the first press went. */
function afterDecision(payment: EmulatedPayment): FormAnswer {
  if (PAID_STATUSES.includes(payment.status) && payment.successUrl !== null) {
    return { kind: 'redirect', url: payment.successUrl };
  }
  if (payment.status === 'REJECTED' && payment.failUrl !== null) {
    return { kind: 'redirect', url: payment.failUrl };
  }
  return closed(payment);
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

export function createEmulatorPaymentForm(deps: { db: Database; notify: Notify; now: () => Date }) {
  const { db, notify, now } = deps;

  async function refuse(
    paymentId: string,
    payment: EmulatedPayment,
    pan: string | null,
    refusal: { errorCode: string; message: string },
  ): Promise<FormAnswer> {
    const rejected = await movePayment(db, paymentId, OPEN_STATUSES, {
      status: 'REJECTED',
      pan,
    });
    if (rejected === null)
      return afterDecision((await findPayment(db, paymentId, now())) ?? payment);
    await notify(rejected, refusal);
    if (payment.failUrl === null)
      return page(200, messagePage('Оплата не прошла', refusal.message));
    const url = withQuery(payment.failUrl, {
      errorCode: refusal.errorCode,
      errorMessage: refusal.message,
    });
    return { kind: 'redirect', url };
  }

  async function pay(
    paymentId: string,
    payment: EmulatedPayment,
    pan: string | null,
  ): Promise<FormAnswer> {
    // Two nodes may take the same form: the conditional update lets one of them pay it.
    const held = await movePayment(db, paymentId, OPEN_STATUSES, {
      status: 'AUTHORIZED',
      pan,
      authorizedAt: now(),
    });
    if (held === null) return afterDecision((await findPayment(db, paymentId, now())) ?? payment);
    await notify(held);
    // One-stage charges at once unless a staff cancel reversed the hold meanwhile.
    if (held.payType === 'O') {
      const charged = await movePayment(db, paymentId, ['AUTHORIZED'], {
        status: 'CONFIRMED',
      });
      if (charged !== null) await notify(charged);
    }
    if (payment.successUrl === null) return page(200, messagePage('Оплата прошла', ''));
    return { kind: 'redirect', url: payment.successUrl };
  }

  return {
    async show(paymentId: string): Promise<FormAnswer> {
      const payment = await findPayment(db, paymentId, now());
      if (payment === null) return NOT_FOUND;
      if (!isOpen(payment)) return closed(payment);
      await movePayment(db, paymentId, ['NEW'], { status: 'FORM_SHOWED' });
      return page(200, paymentFormPage(payment));
    },

    async submit(
      paymentId: string,
      form: { card: string; action: 'pay' | 'decline' },
    ): Promise<FormAnswer> {
      const payment = await findPayment(db, paymentId, now());
      if (payment === null) return NOT_FOUND;
      if (!isOpen(payment)) return afterDecision(payment);
      // An empty field is a tap before typing, not a wrong card.
      if (form.action === 'pay' && form.card.trim() === '') {
        return page(200, paymentFormPage(payment, ENTER_CARD));
      }
      const card = findTestCard(form.card);
      const pan = card === null ? null : maskPan(card.number);
      if (form.action === 'decline') return refuse(paymentId, payment, pan, DECLINED_BY_BUYER);
      if (card === null) {
        const error = 'Неизвестная карта: используйте одну из тестовых карт ниже';
        return page(400, paymentFormPage(payment, error));
      }
      if (card.refusal !== null) return refuse(paymentId, payment, pan, card.refusal);
      return pay(paymentId, payment, pan);
    },
  };
}

export type EmulatorPaymentForm = ReturnType<typeof createEmulatorPaymentForm>;
