// spec §1, §2, §9.

export const LIVE_TOAST_MS = 4000;
export const ACTION_TOAST_MS = 2000;
export const EDIT_REDIRECT_MS = 2000;
export const PROFILE_TOAST_MS = 3000;
export const RESULT_PAGE_REDIRECT_MS = 5000;

export const KEYBOARD_SHRINK_PX = 120;
export const FOCUSED_INPUT_OFFSET_PX = 120;
export const FOCUS_SCROLL_MS = 300;
export const BADGE_MAX = 99;
export const REFRESH_BADGE_BOTTOM_PX = 100;
export const REFRESH_BADGE_RIGHT_PX = 20;
export const PHOTO_TILE_PX = 88;
export const GALLERY_PHOTO_HEIGHT_PX = 340;
export const GALLERY_MAX_WIDTH_PX = 700;
export const GALLERY_THUMB_PX = 64;
export const MODERATION_THUMBS = 4;
export const ADDRESS_DROPDOWN_MAX_HEIGHT_PX = 210;

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

// spec §4 "Countdown".
export const COUNTDOWN_TICK_MS = 1000;
