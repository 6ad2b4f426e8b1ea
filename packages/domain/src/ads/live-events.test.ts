import { describe, expect, it } from 'vitest';
import {
  LIVE_EVENTS,
  NEW_AD_AVAILABLE_MESSAGE,
  RESERVED_AD_RETURNED_MESSAGE,
  adStatusChangedEventSchema,
  moderationCountEventSchema,
  newAdEventSchema,
  newAdToastText,
  updatesBannerText,
} from './live-events';
import { AD } from '../common/wire-fixtures';

describe('live updates (spec §4 "Live updates")', () => {
  it('names the events new_ad, ad_status_changed and moderation_count', () => {
    expect(LIVE_EVENTS).toEqual({
      newAd: 'new_ad',
      adStatusChanged: 'ad_status_changed',
      moderationCount: 'moderation_count',
    });
  });

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

  it('says «Букет снова доступен для заказа!» when a reservation ends', () => {
    expect(RESERVED_AD_RETURNED_MESSAGE).toBe('Букет снова доступен для заказа!');
  });

  it('falls back to «Новое объявление доступно в каталоге»', () => {
    expect(NEW_AD_AVAILABLE_MESSAGE).toBe('Новое объявление доступно в каталоге');
  });

  it('toasts «Новый букет: {title}»', () => {
    expect(newAdToastText('Розы')).toBe('Новый букет: Розы');
  });

  it('announces one update as «Появился новый букет!»', () => {
    expect(updatesBannerText(1)).toBe('Появился новый букет!');
  });

  it('announces N updates as «Появились N обновлений!»', () => {
    expect(updatesBannerText(3)).toBe('Появились 3 обновлений!');
  });
});
