import { describe, expect, it } from 'vitest';
import {
  allowsStaffActions,
  isFinishedOrder,
  normalizeOrderStatus,
  orderPhotoStageSchema,
  orderStatusLabel,
  orderStatusSchema,
} from './status';

describe('order statuses (spec §4)', () => {
  it("reads 'Delivered' as delivered", () => {
    expect(normalizeOrderStatus('Delivered')).toBe('delivered');
  });

  it('reads a missing status as empty text', () => {
    expect(normalizeOrderStatus(null)).toBe('');
    expect(normalizeOrderStatus(undefined)).toBe('');
  });

  it.each([
    ['active', 'Активен'],
    ['paid', 'Оплачен'],
    ['completed', 'Завершён'],
    ['cancelled', 'Отменён'],
    ['deleted', 'Удалён'],
    ['PAID', 'Оплачен'],
    ['created', 'Создан'],
    ['new', 'Новый'],
    ['delivered', 'Доставлен'],
    ['Delivered', 'Доставлен'],
    ['reserved', 'Зарезервирован'],
  ])('labels %s as «%s»', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });

  it.each(['', null, undefined])('labels an empty status (%s) «Нет статуса»', (status) => {
    expect(orderStatusLabel(status)).toBe('Нет статуса');
  });

  it.each(['refunded', 'on_hold'])(
    'shows a status it does not know, %s, as its raw text',
    (status) => {
      expect(orderStatusLabel(status)).toBe(status);
    },
  );

  it.each([
    'active',
    'created',
    'new',
    'paid',
    'delivered',
    'completed',
    'cancelled',
    'deleted',
    'reserved',
  ])('accepts the status %s the client has seen', (status) => {
    expect(orderStatusSchema.safeParse(status).success).toBe(true);
  });

  it('refuses a status nobody has seen', () => {
    expect(orderStatusSchema.safeParse('shipped').success).toBe(false);
  });
});

describe('order actions (spec §4)', () => {
  it.each(['active', 'created', 'delivered', 'Delivered', 'new', 'paid'])(
    'offers complete, cancel, edit and delete on %s',
    (status) => {
      expect(allowsStaffActions(status)).toBe(true);
    },
  );

  it.each(['completed', 'cancelled', 'deleted', 'reserved', '', null])(
    'offers no staff actions on %s',
    (status) => {
      expect(allowsStaffActions(status)).toBe(false);
    },
  );

  it.each(['completed', 'deleted', 'cancelled', 'Completed'])(
    'shows «Уже завершён» for a %s order',
    (status) => {
      expect(isFinishedOrder(status)).toBe(true);
    },
  );

  it.each(['active', 'paid', 'delivered', ''])('does not call a %s order finished', (status) => {
    expect(isFinishedOrder(status)).toBe(false);
  });
});

describe('order photo stages (spec §9)', () => {
  it.each(['chat', 'delivery_call', 'delivery'])('accepts the stage %s', (stage) => {
    expect(orderPhotoStageSchema.safeParse(stage).success).toBe(true);
  });

  it('refuses an unknown stage', () => {
    expect(orderPhotoStageSchema.safeParse('pickup').success).toBe(false);
  });
});
