import { randomInt } from 'node:crypto';

/** One payment as the emulated bank keeps it (statuses of tbank-acquiring.md "Status model"). */
export interface EmulatedPayment {
  paymentId: string;
  orderId: string;
  amount: number;
  description: string;
  status: string;
  notificationUrl: string | null;
  successUrl: string | null;
  failUrl: string | null;
  dueAt: Date;
  pan: string | null;
}

export interface NewPayment {
  orderId: string;
  amount: number;
  description: string;
  notificationUrl: string | null;
  successUrl: string | null;
  failUrl: string | null;
  dueAt: Date;
}

const OPEN_STATUSES: ReadonlySet<string> = new Set(['NEW', 'FORM_SHOWED']);

/**
 * The emulator's memory. It lives as long as the process: after a restart GetState answers
 * "payment not found", which the reservation sweep treats as unpaid, as it would at the bank.
 */
export function createEmulatorStore(now: () => Date) {
  const byId = new Map<string, EmulatedPayment>();
  const orderIds = new Set<string>();
  let nextId = 4_000_000_000 + randomInt(1_000_000) * 100;

  /** Past RedirectDueDate an unpaid form expires, as the bank does. */
  function current(paymentId: string): EmulatedPayment | null {
    const payment = byId.get(paymentId) ?? null;
    if (payment !== null && OPEN_STATUSES.has(payment.status) && now() >= payment.dueAt) {
      payment.status = 'DEADLINE_EXPIRED';
    }
    return payment;
  }

  return {
    hasOrder: (orderId: string) => orderIds.has(orderId),
    create(input: NewPayment): EmulatedPayment {
      nextId += 1;
      const payment: EmulatedPayment = {
        ...input,
        paymentId: String(nextId),
        status: 'NEW',
        pan: null,
      };
      byId.set(payment.paymentId, payment);
      orderIds.add(input.orderId);
      return payment;
    },
    get: current,
    isOpen: (payment: EmulatedPayment) => OPEN_STATUSES.has(payment.status),
  };
}

export type EmulatorStore = ReturnType<typeof createEmulatorStore>;
