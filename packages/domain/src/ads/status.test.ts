import { describe, expect, it } from 'vitest';
import {
  AD_STATUSES,
  AD_STATUS_LABELS,
  adStatusLabel,
  canOwnerRequestChange,
  isInCatalogue,
  isMarkedOnCard,
  isOrderable,
  showsCountdown,
} from './status';
import { adStatusSchema } from './wire';
import type { AdStatus } from './status';

const LABELS: [AdStatus, string][] = [
  ['new', 'Объявление создано'],
  ['edited', 'Отредактировано'],
  ['reserved', 'Зарезервировано'],
  ['edit_pending', 'Редактирование на модерации'],
  ['edit_rejected', 'Редактирование отклонено'],
  ['delete_pending', 'Удаление запрошено'],
  ['delete', 'Удалено'],
  ['delete_admin', 'Удалено администратором'],
  ['delete_rejected', 'Удаление отклонено'],
  ['completed', 'Завершено'],
  ['expired', 'Истек срок'],
  ['cancel', 'Отклонено администрацией'],
  ['wait_moder', 'ОЖИДАЕТ МОДЕРАЦИИ'],
];

function statusesWhere(rule: (status: string) => boolean): AdStatus[] {
  return AD_STATUSES.filter(rule);
}

describe('ad status labels (spec §4)', () => {
  it.each(LABELS)('labels %s as «%s»', (status, label) => {
    expect(adStatusLabel(status)).toBe(label);
    expect(AD_STATUS_LABELS[status]).toBe(label);
  });

  it('has a label for every status and no more', () => {
    expect(Object.keys(AD_STATUS_LABELS).sort()).toEqual([...AD_STATUSES].sort());
    expect(LABELS).toHaveLength(AD_STATUSES.length);
  });

  it('shows an unknown status as its raw text', () => {
    expect(adStatusLabel('archived')).toBe('archived');
  });

  it('refuses an unknown status on the wire', () => {
    expect(adStatusSchema.safeParse('archived').success).toBe(false);
  });
});

describe('owner changes (spec §4)', () => {
  it('lets the owner edit or request deletion outside the locked statuses', () => {
    expect(statusesWhere(canOwnerRequestChange)).toEqual([
      'new',
      'edited',
      'edit_pending',
      'edit_rejected',
      'delete_pending',
      'delete_rejected',
    ]);
  });

  it.each(['reserved', 'completed', 'delete', 'delete_admin', 'expired', 'cancel', 'wait_moder'])(
    'locks an ad in status %s',
    (status) => {
      expect(canOwnerRequestChange(status)).toBe(false);
    },
  );

  it('locks an ad whose status it does not know', () => {
    expect(canOwnerRequestChange('archived')).toBe(false);
  });
});

describe('card rules (spec §2, §4)', () => {
  it('shows the countdown for new, edited, edit_pending, edit_rejected, delete_pending, delete_rejected', () => {
    expect(statusesWhere(showsCountdown)).toEqual([
      'new',
      'edited',
      'edit_pending',
      'edit_rejected',
      'delete_pending',
      'delete_rejected',
    ]);
  });

  it('marks cards for reserved, delete, cancel, expired and wait_moder', () => {
    expect(statusesWhere(isMarkedOnCard).sort()).toEqual(
      ['reserved', 'delete', 'cancel', 'expired', 'wait_moder'].sort(),
    );
  });

  it('lists live and reserved ads in the catalogue', () => {
    expect(statusesWhere(isInCatalogue)).toEqual([
      'new',
      'edited',
      'reserved',
      'edit_pending',
      'edit_rejected',
      'delete_pending',
      'delete_rejected',
    ]);
  });

  it('sells every live ad that is not reserved, a pending request included (spec §6)', () => {
    expect(statusesWhere(isOrderable)).toEqual([
      'new',
      'edited',
      'edit_pending',
      'edit_rejected',
      'delete_pending',
      'delete_rejected',
    ]);
  });

  it('does not sell an ad whose status it does not know', () => {
    expect(isOrderable('archived')).toBe(false);
  });
});
