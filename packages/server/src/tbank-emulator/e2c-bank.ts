import type { KeyObject } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { answerE2cCall } from './e2c-api.ts';
import { cardBindingPage } from './e2c-card-page.ts';
import { bindCard, findCardRequest, takeE2cFault } from './e2c.repository.ts';
import type { FormAnswer } from './emulator-payment-form.ts';
import { messagePage } from './emulator-page.ts';

export type E2cCallOutcome =
  { kind: 'answer'; answer: Awaited<ReturnType<typeof answerE2cCall>> } | { kind: 'unavailable' };

const linkGone = (): FormAnswer => ({
  kind: 'page',
  status: 404,
  page: messagePage('Ссылка недействительна', 'Начните привязку карты заново.'),
});
const cardBound = (): FormAnswer => ({
  kind: 'page',
  status: 200,
  page: messagePage('Карта привязана', 'Вернитесь в приложение.'),
});

export function createE2cBank(deps: {
  terminalKey: string;
  db: Database;
  publicKeyOf: (serialNumber: string) => Promise<KeyObject | null>;
  returnUrl?: string;
}) {
  const { db, terminalKey } = deps;
  return {
    async call(
      method: string,
      body: Record<string, unknown>,
      cardPageBase: string,
    ): Promise<E2cCallOutcome> {
      const fault = await takeE2cFault(db, terminalKey);
      if (fault === 'down') return { kind: 'unavailable' };
      const answer = await answerE2cCall(
        {
          terminalKey,
          db,
          publicKeyOf: deps.publicKeyOf,
          cardPageUrl: (key) => `${cardPageBase}${key}`,
        },
        method,
        body,
      );
      // The work is done, but the answer is lost on its way back.
      return fault === 'lost_answer' ? { kind: 'unavailable' } : { kind: 'answer', answer };
    },

    async showCardPage(requestKey: string): Promise<FormAnswer> {
      const card = await findCardRequest(db, requestKey);
      if (card === null) return linkGone();
      if (card.status !== 'NEW') return cardBound();
      return { kind: 'page', status: 200, page: cardBindingPage() };
    },

    async submitCardPage(requestKey: string, input: string): Promise<FormAnswer> {
      const card = await findCardRequest(db, requestKey);
      if (card === null) return linkGone();
      const digits = input.replace(/[\s-]/g, '');
      if (card.status === 'NEW') {
        if (!/^\d{16}$/.test(digits)) {
          return {
            kind: 'page',
            status: 400,
            page: cardBindingPage('Номер карты должен содержать 16 цифр'),
          };
        }
        await bindCard(db, requestKey, digits);
      }
      return deps.returnUrl === undefined ? cardBound() : { kind: 'redirect', url: deps.returnUrl };
    },
  };
}
