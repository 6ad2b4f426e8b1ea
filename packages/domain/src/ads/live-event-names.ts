// Apart from the payload schemas so the catalogue can listen without zod (issue 14).
export const LIVE_EVENTS = {
  newAd: 'new_ad',
  adStatusChanged: 'ad_status_changed',
  moderationCount: 'moderation_count',
} as const;

export const RESERVED_AD_RETURNED_MESSAGE = 'Букет снова доступен для заказа!';
