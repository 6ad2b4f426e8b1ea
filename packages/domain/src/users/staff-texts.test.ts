import { describe, expect, it } from 'vitest';
import {
  AD_APPROVED_TEXT,
  AD_REJECTED_TEXT,
  APPROVE_DELETE_TEXT,
  REJECT_DELETE_TEXT,
  formatDateTime,
  moderationCountText,
  pendingEditRequests,
} from './staff-texts';
import type { EditRequest } from '../ads/wire';

function request(overrides: Partial<EditRequest>): EditRequest {
  return {
    id: 1,
    ad_id: 7,
    type: 'edit',
    new_title: 'Белые розы',
    new_price: 6000,
    new_description: null,
    approved: null,
    username: 'anna',
    user_id: '42',
    ...overrides,
  };
}

describe('staff texts (spec §2, §8)', () => {
  it('keeps the spec’s wording', () => {
    expect(APPROVE_DELETE_TEXT).toBe('Одобрить удаление');
    expect(REJECT_DELETE_TEXT).toBe('Отклонить удаление');
    expect(AD_APPROVED_TEXT).toBe('Объявление одобрено!');
    expect(AD_REJECTED_TEXT).toBe('Объявление отклонено!');
    expect(moderationCountText(3)).toBe('На модерации: 3');
  });

  it('lists only undecided edit requests', () => {
    const list = [
      request({ id: 1 }),
      request({ id: 2, approved: true }),
      request({ id: 3, approved: false }),
      request({ id: 4, type: 'delete' }),
    ];
    expect(pendingEditRequests(list).map((r) => r.id)).toEqual([1]);
  });

  it('shows dates in ru-RU, Moscow time', () => {
    expect(formatDateTime('2025-03-01T10:00:00.000Z')).toBe('01.03.2025, 13:00');
  });
});
