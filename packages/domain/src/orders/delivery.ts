import { z } from 'zod';
import { DELIVERY_HOURS } from '../common/constants';
import {
  NAME_LETTERS_MESSAGE,
  PERSON_NAME_PATTERN,
  PHONE_FORMAT_MESSAGE,
  PHONE_PATTERN,
} from '../common/form-fields';
import { textInput } from '../common/safe-input';
import { formatRubles } from '../money';

// Issue 16: a delivery slot within the 24-hour promise (spec §9).

const HOUR_MS = 60 * 60 * 1000;
const DELIVERY_PROMISE_MS = DELIVERY_HOURS * HOUR_MS;

// Moscow has kept UTC+3 all year since 2014.
const MOSCOW_OFFSET_MS = 3 * HOUR_MS;
const MOSCOW_TIME_ZONE = 'Europe/Moscow';

export const DELIVERY_SLOTS = [
  '08-10',
  '10-12',
  '12-14',
  '14-16',
  '16-18',
  '18-20',
  '20-22',
] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number];

const DELIVERY_DATE_MESSAGE = 'Некорректная дата доставки';
export const DELIVERY_SLOT_MESSAGE = 'Выберите время доставки из списка';
export const DELIVERY_PAIR_MESSAGE = 'Выберите и дату, и время доставки';
export const DELIVERY_SLOT_PAST_MESSAGE = 'Это время доставки уже прошло, выберите другое';
export const DELIVERY_TOO_LATE_MESSAGE = 'Доставка возможна только в течение 24 часов после заказа';

export const RECIPIENT_OTHER_LABEL = 'Получатель — другой человек';
const RECIPIENT_NAME_REQUIRED_MESSAGE = 'Введите имя получателя';
const RECIPIENT_PHONE_REQUIRED_MESSAGE = 'Введите телефон получателя';

export const CARD_MESSAGE_LABEL = 'Текст открытки';
export const CARD_MESSAGE_MAX_CHARS = 300;
export const CARD_MESSAGE_TOO_LONG_MESSAGE = `Текст открытки: не больше ${CARD_MESSAGE_MAX_CHARS} символов`;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function slotHours(slot: DeliverySlot): { from: number; to: number } {
  const [from = 0, to = 0] = slot.split('-').map(Number);
  return { from, to };
}

export function deliverySlotLabel(slot: string): string {
  if (!(DELIVERY_SLOTS as readonly string[]).includes(slot)) return slot;
  const { from, to } = slotHours(slot as DeliverySlot);
  const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return `${hh(from)}–${hh(to)}`;
}

function calendarDate(date: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(date);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  const valid =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day;
  return valid ? { year, month, day } : null;
}

function isCalendarDate(date: string): boolean {
  return calendarDate(date) !== null;
}

export function deliverySlotBounds(date: string, slot: DeliverySlot): { start: Date; end: Date } {
  const parts = calendarDate(date);
  if (parts === null) throw new RangeError(`not a calendar date: ${date}`);
  const { from, to } = slotHours(slot);
  const midnight = Date.UTC(parts.year, parts.month - 1, parts.day) - MOSCOW_OFFSET_MS;
  return { start: new Date(midnight + from * HOUR_MS), end: new Date(midnight + to * HOUR_MS) };
}

/** A slot must not have started and must end within the offer's 24 hours (spec §9). */
export function deliverySlotProblem(date: string, slot: DeliverySlot, now: Date): string | null {
  const { start, end } = deliverySlotBounds(date, slot);
  if (start.getTime() < now.getTime()) return DELIVERY_SLOT_PAST_MESSAGE;
  if (end.getTime() > now.getTime() + DELIVERY_PROMISE_MS) return DELIVERY_TOO_LATE_MESSAGE;
  return null;
}

export function moscowDate(at: Date): string {
  return new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

const DAY_FORMAT = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  timeZone: MOSCOW_TIME_ZONE,
});

function deliveryDateLabel(date: string): string {
  const parts = calendarDate(date);
  if (parts === null) return date;
  return DAY_FORMAT.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day, 12)));
}

interface DeliverySlotOption {
  date: string;
  slot: DeliverySlot;
  label: string;
}

export function deliverySlotOptions(now: Date): DeliverySlotOption[] {
  const today = moscowDate(now);
  const tomorrow = moscowDate(new Date(now.getTime() + DELIVERY_PROMISE_MS));
  const dates = today === tomorrow ? [today] : [today, tomorrow];
  return dates.flatMap((date) =>
    DELIVERY_SLOTS.filter((slot) => deliverySlotProblem(date, slot, now) === null).map((slot) => ({
      date,
      slot,
      label: `${deliveryDateLabel(date)}, ${deliverySlotLabel(slot)}`,
    })),
  );
}

export function deliveryWhenLabel(date: string | null, slot: string | null): string | null {
  if (date === null || slot === null) return null;
  return `${deliveryDateLabel(date)}, ${deliverySlotLabel(slot)}`;
}

/** Telegram's requestContact gives the number with or without its plus. */
export function contactPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits === '' ? '' : `+${digits}`;
}

export function telegramFullName(user: { first_name?: string; last_name?: string }): string {
  return [user.first_name, user.last_name]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join(' ')
    .trim();
}

export function payButtonText(price: number): string {
  return `Оплатить ${formatRubles(price)}`;
}

const blankToUndefined = (value: string | null | undefined) => value || undefined;

export const deliveryFields = {
  delivery_date: textInput
    .trim()
    .nullish()
    .transform(blankToUndefined)
    .refine((v) => v === undefined || isCalendarDate(v), { error: DELIVERY_DATE_MESSAGE })
    .optional(),
  delivery_slot: z
    .enum([...DELIVERY_SLOTS, ''], { error: DELIVERY_SLOT_MESSAGE })
    .nullish()
    .transform((v) => (v ? v : undefined))
    .optional(),
  recipient_is_other: z.boolean().nullish(),
  recipient_name: textInput.trim().nullish().transform(blankToUndefined).optional(),
  recipient_phone: textInput.trim().nullish().transform(blankToUndefined).optional(),
  card_message: textInput
    .trim()
    .max(CARD_MESSAGE_MAX_CHARS, { error: CARD_MESSAGE_TOO_LONG_MESSAGE })
    .nullish()
    .transform(blankToUndefined)
    .optional(),
};

interface DeliveryValues {
  delivery_date?: string | undefined;
  delivery_slot?: DeliverySlot | undefined;
  recipient_is_other?: boolean | null | undefined;
  recipient_name?: string | undefined;
  recipient_phone?: string | undefined;
}

/** «Получатель — другой человек» needs a name and phone; the slot's time is checked at payment. */
export function deliveryRules(value: DeliveryValues, ctx: z.RefinementCtx): void {
  const { delivery_date: date, delivery_slot: slot } = value;
  if ((date === undefined) !== (slot === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message: DELIVERY_PAIR_MESSAGE,
      path: [date === undefined ? 'delivery_date' : 'delivery_slot'],
    });
  }
  if (value.recipient_is_other !== true) return;
  const name = value.recipient_name;
  if (name === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: RECIPIENT_NAME_REQUIRED_MESSAGE,
      path: ['recipient_name'],
    });
  } else if (!PERSON_NAME_PATTERN.test(name)) {
    ctx.addIssue({ code: 'custom', message: NAME_LETTERS_MESSAGE, path: ['recipient_name'] });
  }
  const phone = value.recipient_phone;
  if (phone === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: RECIPIENT_PHONE_REQUIRED_MESSAGE,
      path: ['recipient_phone'],
    });
  } else if (!PHONE_PATTERN.test(phone)) {
    ctx.addIssue({ code: 'custom', message: PHONE_FORMAT_MESSAGE, path: ['recipient_phone'] });
  }
}

export function deliveryDetails(value: DeliveryValues & { card_message?: string | undefined }) {
  const other = value.recipient_is_other === true;
  return {
    deliveryDate: value.delivery_date ?? null,
    deliverySlot: value.delivery_slot ?? null,
    recipientName: other ? (value.recipient_name ?? null) : null,
    recipientPhone: other ? (value.recipient_phone ?? null) : null,
    cardMessage: value.card_message ?? null,
  };
}
