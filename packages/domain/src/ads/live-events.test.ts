import { describe, expect, it } from 'vitest';
import {
  adStatusChangedEventSchema,
  moderationCountEventSchema,
  newAdEventSchema,
} from './live-events';
import { AD } from '../common/wire-fixtures';

describe('live updates (spec §4 "Live updates")', () => {
  it('carries the ad in new_ad', () => {
    expect(newAdEventSchema.parse({ ad: AD })).toEqual({ ad: AD });
  });

  it('carries newStatus, oldStatus and an optional message in ad_status_changed', () => {
    const bare = { adId: 7, newStatus: 'new', oldStatus: 'reserved' };
    const event = { ...bare, message: 'x' };
    expect(adStatusChangedEventSchema.parse(event)).toEqual(event);
    expect(adStatusChangedEventSchema.parse(bare)).toEqual(bare);
  });

  it('carries a non-negative count in moderation_count', () => {
    expect(moderationCountEventSchema.safeParse({ count: -1 }).success).toBe(false);
  });
});
