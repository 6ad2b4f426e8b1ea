import { isAdStatus } from '../ads/status';
import type { AdStatusChangedEvent, ModerationCountEvent, NewAdEvent } from '../ads/live-events';
import type { PaymentPopupMessage } from '../payments/payment-result';
import { MAX_ENTITY_ID } from '../common/constants';

// zod-free twins of wire schemas, so the first screen loads no zod (issue 14);
// plain-checks.test.ts holds each to its schema.

type Checked<T> = { success: true; data: T } | { success: false; error: string };

interface PayloadCheck<T> {
  safeParse(value: unknown): Checked<T>;
}

function payloadCheck<T>(name: string, isValid: (value: unknown) => value is T): PayloadCheck<T> {
  return {
    safeParse: (value) =>
      isValid(value) ? { success: true, data: value } : { success: false, error: `не ${name}` },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEntityId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_ENTITY_ID;
}

export function readIdParam(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const id = Number(text);
  return isEntityId(id) ? id : null;
}

export function readErrorField(body: unknown): string | null {
  return isRecord(body) && typeof body.error === 'string' ? body.error : null;
}

export function readDetailField(body: unknown): string | null {
  return isRecord(body) && typeof body.detail === 'string' && body.detail !== ''
    ? body.detail
    : null;
}

export function readErrorList(body: unknown): { param?: string; msg: string }[] | null {
  if (!isRecord(body) || !Array.isArray(body.errors) || body.errors.length === 0) return null;
  const errors: { param?: string; msg: string }[] = [];
  for (const item of body.errors as unknown[]) {
    if (!isRecord(item) || typeof item.msg !== 'string') return null;
    if (item.param !== undefined && typeof item.param !== 'string') return null;
    errors.push(
      item.param === undefined ? { msg: item.msg } : { param: item.param, msg: item.msg },
    );
  }
  return errors;
}

export const newAdEventCheck = payloadCheck(
  'новое объявление',
  (value): value is NewAdEvent =>
    isRecord(value) &&
    isRecord(value.ad) &&
    isEntityId(value.ad.id) &&
    typeof value.ad.title === 'string' &&
    isAdStatus(value.ad.status),
);

export const adStatusChangedEventCheck = payloadCheck(
  'смена статуса объявления',
  (value): value is AdStatusChangedEvent =>
    isRecord(value) &&
    isEntityId(value.adId) &&
    isAdStatus(value.newStatus) &&
    isAdStatus(value.oldStatus) &&
    (value.message === undefined || typeof value.message === 'string'),
);

const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

export const moderationCountEventCheck = payloadCheck(
  'число на модерации',
  (value): value is ModerationCountEvent =>
    isRecord(value) &&
    isCount(value.count) &&
    (value.queues === undefined ||
      (isRecord(value.queues) &&
        isCount(value.queues.edit_requests) &&
        isCount(value.queues.delete_requests) &&
        isCount(value.queues.ad_moderation))),
);

export function readPaymentPopupMessage(value: unknown): PaymentPopupMessage | null {
  if (!isRecord(value)) return null;
  if (value.type === 'payment_success' && typeof value.orderId === 'string') {
    return { type: 'payment_success', orderId: value.orderId };
  }
  if (value.type === 'payment_failure' && typeof value.message === 'string') {
    return { type: 'payment_failure', message: value.message };
  }
  return null;
}
