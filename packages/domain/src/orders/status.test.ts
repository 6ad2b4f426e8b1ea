import { describe, expect, it } from 'vitest';
import {
  ORDER_PHOTO_STAGES,
  ORDER_STATUSES,
  allowsStaffActions,
  isFinishedOrder,
  normalizeOrderStatus,
  orderPhotoStageSchema,
  orderStatusLabel,
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

  it('knows the nine statuses the client has seen', () => {
    expect(ORDER_STATUSES).toEqual([
      'active',
      'created',
      'new',
      'paid',
      'delivered',
      'completed',
      'cancelled',
      'deleted',
      'reserved',
    ]);
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
  it('has three stages: chat, delivery_call, delivery', () => {
    expect(ORDER_PHOTO_STAGES).toEqual(['chat', 'delivery_call', 'delivery']);
  });

  it('refuses an unknown stage', () => {
    expect(orderPhotoStageSchema.safeParse('pickup').success).toBe(false);
  });
});
