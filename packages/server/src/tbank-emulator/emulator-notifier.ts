import type { FastifyBaseLogger } from 'fastify';
import { signTbankRequest } from '../tbank/tbank-token.ts';
import type { EmulatedPayment } from './emulator.repository.ts';

const NOTIFY_TIMEOUT_MS = 10_000;
const EMULATED_CARD_ID = 70_000_001;
const EMULATED_EXP_DATE = '1230';

export function createNotifier(deps: {
  terminalKey: string;
  password: string;
  log: FastifyBaseLogger;
}) {
  return async function notify(
    payment: EmulatedPayment,
    refusal: { errorCode: string; message: string } | null = null,
  ): Promise<boolean> {
    if (payment.notificationUrl === null) return false;
    const body = signTbankRequest(
      {
        TerminalKey: deps.terminalKey,
        OrderId: payment.orderId,
        Success: refusal === null,
        Status: payment.status,
        // tbank-acquiring.md "Notifications": PaymentId is a number.
        PaymentId: payment.id,
        ErrorCode: refusal?.errorCode ?? '0',
        Amount: payment.amount,
        ...(refusal !== null && { Message: refusal.message }),
        ...(payment.pan !== null && {
          CardId: EMULATED_CARD_ID,
          Pan: payment.pan,
          ExpDate: EMULATED_EXP_DATE,
        }),
      },
      deps.password,
    );
    try {
      const response = await fetch(payment.notificationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      });
      const text = await response.text();
      const ok = response.status === 200 && text === 'OK';
      if (!ok) deps.log.warn({ status: response.status }, 'T-Bank emulator: notification refused');
      return ok;
    } catch (error) {
      deps.log.warn({ err: error }, 'T-Bank emulator: notification not delivered');
      return false;
    }
  };
}

export type Notify = ReturnType<typeof createNotifier>;
