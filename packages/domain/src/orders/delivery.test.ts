import { describe, expect, it } from 'vitest';
import { checkoutSchema } from './checkout';
import {
  CARD_MESSAGE_TOO_LONG_MESSAGE,
  DELIVERY_PAIR_MESSAGE,
  DELIVERY_SLOT_MESSAGE,
  DELIVERY_SLOT_PAST_MESSAGE,
  DELIVERY_TOO_LATE_MESSAGE,
  contactPhone,
  deliveryDetails,
  deliverySlotBounds,
  deliverySlotLabel,
  deliverySlotOptions,
  deliverySlotProblem,
  deliveryWhenLabel,
  payButtonText,
  telegramFullName,
} from './delivery';
import { messagesAt } from '../common/schema-test-utils';

const FORM = { name: 'Анна', address: 'г. Москва, ул. Тверская, 1', phone: '+79991234567' };
// 10:30 in Moscow on 24 November.
const NOW = new Date('2026-11-24T07:30:00Z');

describe('delivery slots (issue 16, within the 24-hour promise of spec §9)', () => {
  it('reads a slot in Moscow time', () => {
    expect(deliverySlotBounds('2026-11-24', '10-12')).toEqual({
      start: new Date('2026-11-24T07:00:00Z'),
      end: new Date('2026-11-24T09:00:00Z'),
    });
  });

  it('refuses a slot that has already started', () => {
    expect(deliverySlotProblem('2026-11-24', '10-12', NOW)).toBe(DELIVERY_SLOT_PAST_MESSAGE);
  });

  it('refuses a slot that ends more than 24 hours from now', () => {
    expect(deliverySlotProblem('2026-11-25', '10-12', NOW)).toBe(DELIVERY_TOO_LATE_MESSAGE);
  });

  it('accepts tomorrow morning’s slot that ends within 24 hours', () => {
    expect(deliverySlotProblem('2026-11-25', '08-10', NOW)).toBeNull();
  });

  it('offers today’s remaining slots and tomorrow’s that fit', () => {
    const options = deliverySlotOptions(NOW).map(({ date, slot }) => `${date} ${slot}`);
    expect(options).toEqual([
      '2026-11-24 12-14',
      '2026-11-24 14-16',
      '2026-11-24 16-18',
      '2026-11-24 18-20',
      '2026-11-24 20-22',
      '2026-11-25 08-10',
    ]);
  });

  it('labels a slot in Russian', () => {
    expect(deliverySlotLabel('08-10')).toBe('08:00–10:00');
    expect(deliveryWhenLabel('2026-11-25', '08-10')).toBe('25 ноября, 08:00–10:00');
    expect(deliveryWhenLabel(null, null)).toBeNull();
  });
});

describe('the flower checkout form (issue 16)', () => {
  it('still accepts the spec’s five-field form alone', () => {
    expect(checkoutSchema.safeParse(FORM).success).toBe(true);
  });

  it('asks for the slot when only a date is chosen', () => {
    expect(
      messagesAt(checkoutSchema, { ...FORM, delivery_date: '2026-11-25' }, 'delivery_slot'),
    ).toEqual([DELIVERY_PAIR_MESSAGE]);
  });

  it('refuses a slot that is not on the list', () => {
    expect(
      messagesAt(
        checkoutSchema,
        { ...FORM, delivery_date: '2026-11-25', delivery_slot: '09-11' },
        'delivery_slot',
      ),
    ).toEqual([DELIVERY_SLOT_MESSAGE]);
  });

  it('refuses an impossible date', () => {
    expect(
      messagesAt(
        checkoutSchema,
        { ...FORM, delivery_date: '2026-02-30', delivery_slot: '08-10' },
        'delivery_date',
      ),
    ).toEqual(['Некорректная дата доставки']);
  });

  it('asks for the recipient’s name and phone when the recipient is someone else', () => {
    const input = { ...FORM, recipient_is_other: true };
    expect(messagesAt(checkoutSchema, input, 'recipient_name')).toEqual(['Введите имя получателя']);
    expect(messagesAt(checkoutSchema, input, 'recipient_phone')).toEqual([
      'Введите телефон получателя',
    ]);
  });

  it('holds the recipient’s phone to the spec’s phone rule', () => {
    const input = {
      ...FORM,
      recipient_is_other: true,
      recipient_name: 'Ольга',
      recipient_phone: '8999',
    };
    expect(messagesAt(checkoutSchema, input, 'recipient_phone')).toEqual([
      'Телефон должен начинаться с + и содержать 10-15 цифр (например, +79991234567)',
    ]);
  });

  it('refuses a card message over 300 characters', () => {
    expect(
      messagesAt(checkoutSchema, { ...FORM, card_message: 'я'.repeat(301) }, 'card_message'),
    ).toEqual([CARD_MESSAGE_TOO_LONG_MESSAGE]);
  });

  it('keeps the recipient only when it is someone else', () => {
    const parsed = checkoutSchema.parse({
      ...FORM,
      recipient_is_other: false,
      recipient_name: 'Ольга',
      recipient_phone: '+79990000000',
      card_message: ' С днём рождения! ',
    });
    expect(deliveryDetails(parsed)).toEqual({
      deliveryDate: null,
      deliverySlot: null,
      recipientName: null,
      recipientPhone: null,
      cardMessage: 'С днём рождения!',
    });
  });
});

describe('Telegram helpers of the checkout', () => {
  it('adds the plus to a phone from requestContact', () => {
    expect(contactPhone('79991234567')).toBe('+79991234567');
    expect(contactPhone('+7 999 123-45-67')).toBe('+79991234567');
  });

  it('prefills the name from the Telegram profile', () => {
    expect(telegramFullName({ first_name: 'Анна', last_name: 'Петрова' })).toBe('Анна Петрова');
    expect(telegramFullName({ first_name: 'Анна' })).toBe('Анна');
  });

  it('puts the total on the MainButton', () => {
    expect(payButtonText(7800)).toBe('Оплатить 7\u00a0800\u00a0₽');
  });
});
