import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adStatusChangedEventSchema,
  moderationCountEventSchema,
  newAdEventSchema,
} from '../ads/live-events';
import { AD_STATUSES } from '../ads/status';
import { paymentPopupMessageSchema } from '../payments/payment-result';
import { MAX_ENTITY_ID } from '../common/constants';
import {
  adStatusChangedEventCheck,
  moderationCountEventCheck,
  newAdEventCheck,
  readDetailField,
  readErrorField,
  readErrorList,
  readIdParam,
  readPaymentPopupMessage,
} from './plain-checks';
import {
  errorDetailResponseSchema,
  errorListResponseSchema,
  errorResponseSchema,
  idParamSchema,
} from '../common/wire';
import { AD } from '../common/wire-fixtures';

describe('readIdParam', () => {
  it('reads a positive whole id from the address bar', () => {
    expect(readIdParam('12')).toBe(12);
  });

  it('refuses nothing, text, fractions, zero and ids past int4', () => {
    for (const text of [null, '', 'abc', '1.5', '0', '-3', '2147483648']) {
      expect(readIdParam(text)).toBeNull();
    }
  });
});

describe('readErrorList', () => {
  it('keeps each message with its field', () => {
    const body = { errors: [{ param: 'phone', msg: 'Неверный телефон' }, { msg: 'Ошибка' }] };
    expect(readErrorList(body)).toEqual([
      { param: 'phone', msg: 'Неверный телефон' },
      { msg: 'Ошибка' },
    ]);
  });

  it('refuses an empty list or an item without a message', () => {
    expect(readErrorList({ errors: [] })).toBeNull();
    expect(readErrorList({ errors: [{ param: 'phone' }] })).toBeNull();
  });
});

describe('live payload checks', () => {
  it('accept a status change and refuse an unknown status', () => {
    const event = { adId: 3, newStatus: 'new', oldStatus: 'reserved' };
    expect(adStatusChangedEventCheck.safeParse(event).success).toBe(true);
    expect(adStatusChangedEventCheck.safeParse({ ...event, newStatus: 'gone' }).success).toBe(
      false,
    );
  });

  it('refuse a new ad without a title and a negative moderation count', () => {
    expect(newAdEventCheck.safeParse({ ad: { id: 1, status: 'new' } }).success).toBe(false);
    expect(moderationCountEventCheck.safeParse({ count: -1 }).success).toBe(false);
  });
});

describe('readPaymentPopupMessage', () => {
  it('reads a success with its order and refuses other shapes', () => {
    expect(readPaymentPopupMessage({ type: 'payment_success', orderId: '7' })).toEqual({
      type: 'payment_success',
      orderId: '7',
    });
    expect(readPaymentPopupMessage({ type: 'payment_success' })).toBeNull();
    expect(readPaymentPopupMessage('payment_success')).toBeNull();
  });
});

/**
 * Each plain check against the schema it stands in for: random JSON, and random changes of a
 * valid value one field at a time, must get the same answer from both.
 */
describe('each plain check answers as its schema does', () => {
  const json = fc.jsonValue({ maxDepth: 3 });
  const status = fc.oneof(fc.constantFrom(...AD_STATUSES), fc.string());
  const id = fc.oneof(fc.integer(), fc.constant(MAX_ENTITY_ID + 1), fc.double());
  const count = fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.string());
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

  const agree = <T>(
    check: (value: unknown) => boolean,
    schema: z.ZodType,
    values: fc.Arbitrary<T>,
  ) =>
    fc.assert(
      fc.property(values, (value) => check(value) === schema.safeParse(value).success),
      { numRuns: 500 },
    );

  it('reads { error } as errorResponseSchema', () => {
    const body = fc.oneof(json, fc.record({ error: fc.oneof(fc.string(), json) }));
    agree((value) => readErrorField(value) !== null, errorResponseSchema, body);
  });

  it('reads { detail } as errorDetailResponseSchema', () => {
    const body = fc.oneof(json, fc.record({ detail: fc.oneof(fc.string(), json) }));
    agree((value) => readDetailField(value) !== null, errorDetailResponseSchema, body);
  });

  it('reads { errors } as errorListResponseSchema', () => {
    const item = fc.record({
      param: maybe(fc.oneof(fc.string(), json)),
      msg: fc.oneof(fc.string(), json),
    });
    const body = fc.oneof(
      json,
      fc.record({ errors: fc.oneof(fc.array(item, { maxLength: 3 }), json) }),
    );
    agree((value) => readErrorList(value) !== null, errorListResponseSchema, body);
  });

  it('reads an id from the address bar as idParamSchema', () => {
    const text = fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String));
    agree((value) => readIdParam(value as string) !== null, idParamSchema, text);
  });

  it('reads a payment popup message as paymentPopupMessageSchema', () => {
    const message = fc.record({
      type: fc.oneof(fc.constantFrom('payment_success', 'payment_failure'), fc.string()),
      orderId: maybe(fc.oneof(fc.string(), json)),
      message: maybe(fc.oneof(fc.string(), json)),
    });
    agree(
      (value) => readPaymentPopupMessage(value) !== null,
      paymentPopupMessageSchema,
      fc.oneof(json, message),
    );
  });

  it('checks a status change as adStatusChangedEventSchema', () => {
    const event = fc.record({
      adId: id,
      newStatus: status,
      oldStatus: status,
      message: maybe(fc.oneof(fc.string(), json)),
    });
    agree(
      (value) => adStatusChangedEventCheck.safeParse(value).success,
      adStatusChangedEventSchema,
      fc.oneof(json, event),
    );
  });

  it('checks the moderation count as moderationCountEventSchema', () => {
    const queues = fc.record({
      edit_requests: count,
      delete_requests: count,
      ad_moderation: count,
    });
    const event = fc.record({ count, queues: maybe(fc.oneof(queues, json)) });
    agree(
      (value) => moderationCountEventCheck.safeParse(value).success,
      moderationCountEventSchema,
      fc.oneof(json, event),
    );
  });

  it('accepts every new-ad event newAdEventSchema accepts, reading only what the app acts on', () => {
    const event = fc.record({
      ad: fc.record({
        ...Object.fromEntries(Object.entries(AD).map(([key, value]) => [key, fc.constant(value)])),
        id,
        status,
        title: fc.oneof(fc.string(), json),
      }),
    });
    fc.assert(
      fc.property(event, (value) => {
        if (newAdEventSchema.safeParse(value).success)
          expect(newAdEventCheck.safeParse(value).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
