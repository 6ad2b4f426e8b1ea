import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('business constants (spec §9)', () => {
  it('names the brand «Цветочный рынок», «Первый цветочный маркетплейс»', () => {
    expect(C.BRAND).toEqual({
      name: 'Цветочный рынок',
      tagline: 'Первый цветочный маркетплейс',
    });
  });

  it.each([
    ['LIVE_TOAST_MS', 4000],
    ['ACTION_TOAST_MS', 2000],
    ['EDIT_REDIRECT_MS', 2000],
    ['PROFILE_TOAST_MS', 3000],
    ['RESULT_PAGE_REDIRECT_MS', 5000],
    ['SOCKET_CONNECT_TIMEOUT_MS', 20_000],
    ['SOCKET_RECONNECT_DELAY_MS', 1000],
    ['SOCKET_RECONNECT_DELAY_MAX_MS', 5000],
    ['SOCKET_RECONNECT_RANDOMIZATION', 0.5],
    ['SOCKET_PATH', '/socket.io'],
    ['ADS_ROOM', 'ads_updates'],
    ['KEYBOARD_SHRINK_PX', 120],
    ['FOCUSED_INPUT_OFFSET_PX', 120],
    ['FOCUS_SCROLL_MS', 300],
    ['BADGE_MAX', 99],
    ['REFRESH_BADGE_BOTTOM_PX', 100],
    ['REFRESH_BADGE_RIGHT_PX', 20],
    ['PHOTO_TILE_PX', 88],
    ['GALLERY_PHOTO_HEIGHT_PX', 340],
    ['GALLERY_MAX_WIDTH_PX', 700],
    ['GALLERY_THUMB_PX', 64],
    ['MODERATION_THUMBS', 4],
    ['ADDRESS_SUGGEST_MIN_CHARS', 3],
    ['ADDRESS_DROPDOWN_MAX_HEIGHT_PX', 210],
    ['DELIVERY_HOURS', 24],
  ] as const)('sets %s to %s', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it('shows badge counts up to 99 as they are', () => {
    expect(C.badgeText(99)).toBe('99');
  });

  it('shows a badge count over 99 as «99+»', () => {
    expect(C.badgeText(100)).toBe('99+');
  });
});
