import { describe, expect, it } from 'vitest';
import { AD_STATUSES, canOwnerRequestChange } from './status';
import type { AdStatus } from './status';
import { AD_ACTIONS, AD_TRANSITIONS, canTransition, transitionTarget } from './transitions';
import type { AdAction } from './transitions';

const ALLOWED: [AdAction, AdStatus, AdStatus][] = [
  ['approve', 'wait_moder', 'new'],
  ['reject', 'wait_moder', 'cancel'],
  ['resubmit', 'cancel', 'wait_moder'],
  ['requestEdit', 'new', 'edit_pending'],
  ['requestEdit', 'edited', 'edit_pending'],
  ['requestEdit', 'edit_rejected', 'edit_pending'],
  ['requestEdit', 'delete_rejected', 'edit_pending'],
  ['approveEdit', 'edit_pending', 'edited'],
  ['rejectEdit', 'edit_pending', 'edit_rejected'],
  ['requestDelete', 'new', 'delete_pending'],
  ['requestDelete', 'edited', 'delete_pending'],
  ['requestDelete', 'edit_rejected', 'delete_pending'],
  ['requestDelete', 'delete_rejected', 'delete_pending'],
  ['approveDelete', 'delete_pending', 'delete'],
  ['rejectDelete', 'delete_pending', 'delete_rejected'],
  ['reserve', 'new', 'reserved'],
  ['reserve', 'edited', 'reserved'],
  ['reserve', 'edit_rejected', 'reserved'],
  ['reserve', 'delete_rejected', 'reserved'],
  ['reserve', 'edit_pending', 'reserved'],
  ['reserve', 'delete_pending', 'reserved'],
  ['completeOrder', 'reserved', 'completed'],
  ['releaseReservation', 'reserved', 'new'],
  ['expire', 'new', 'expired'],
  ['expire', 'delete_rejected', 'expired'],
];

const REFUSED: [AdAction, string][] = [
  ['approve', 'new'],
  ['reject', 'cancel'],
  ['resubmit', 'new'],
  ['resubmit', 'expired'],
  ['resubmit', 'delete_admin'],
  ['requestEdit', 'edit_pending'],
  ['requestEdit', 'wait_moder'],
  ['approveEdit', 'delete_pending'],
  ['rejectEdit', 'edited'],
  ['requestDelete', 'delete_pending'],
  ['requestDelete', 'reserved'],
  ['approveDelete', 'edit_pending'],
  ['rejectDelete', 'delete'],
  ['reserve', 'reserved'],
  ['reserve', 'wait_moder'],
  ['completeOrder', 'new'],
  ['releaseReservation', 'completed'],
  ['adminDelete', 'delete_admin'],
  ['expire', 'reserved'],
  ['approve', 'archived'],
];

describe('ad lifecycle (ARCHITECTURE.md)', () => {
  it.each(ALLOWED)('%s moves %s to %s', (action, from, to) => {
    expect(canTransition(action, from)).toBe(true);
    expect(transitionTarget(action)).toBe(to);
  });

  it.each(REFUSED)('refuses %s from %s', (action, from) => {
    expect(canTransition(action, from)).toBe(false);
  });

  it('lets an admin delete an ad in any status but delete_admin', () => {
    const sources = AD_STATUSES.filter((s) => canTransition('adminDelete', s));
    expect(sources).toEqual(AD_STATUSES.filter((s) => s !== 'delete_admin'));
    expect(transitionTarget('adminDelete')).toBe('delete_admin');
  });

  it('expires exactly the ads that show a countdown', () => {
    expect(AD_TRANSITIONS.expire.from).toEqual([
      'new',
      'edited',
      'edit_pending',
      'edit_rejected',
      'delete_pending',
      'delete_rejected',
    ]);
  });

  it('lists every action', () => {
    expect(AD_ACTIONS).toHaveLength(14);
  });

  // §4 offers the buttons on pending statuses too; a second request while one is pending
  // would race the moderator, so the machine accepts requests only where none is pending.
  it.each(['requestEdit', 'requestDelete'] as const)(
    'accepts %s where the owner may change the ad, minus the pending statuses',
    (action) => {
      const owner = AD_STATUSES.filter(canOwnerRequestChange).filter(
        (s) => s !== 'edit_pending' && s !== 'delete_pending',
      );
      expect(AD_STATUSES.filter((s) => canTransition(action, s))).toEqual(owner);
    },
  );

  it('never lets the owner request a change the §4 rule forbids', () => {
    for (const status of AD_STATUSES) {
      if (canTransition('requestEdit', status) || canTransition('requestDelete', status)) {
        expect(canOwnerRequestChange(status)).toBe(true);
      }
    }
  });
});
