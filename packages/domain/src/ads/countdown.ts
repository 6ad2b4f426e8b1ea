// spec §4 "Countdown" and §9.
export const AD_LIFETIME_MS = 172_800_000;
const COUNTDOWN_EXPIRED_TEXT = 'Истекло';

const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_S = 3600;

export function expiresAt(createdAt: Date | string | number): number {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) throw new RangeError(`Invalid created_at: ${String(createdAt)}`);
  return created + AD_LIFETIME_MS;
}

export function remainingMs(createdAt: Date | string | number, now: number): number {
  return Math.max(0, expiresAt(createdAt) - now);
}

// Seconds round up, so 'Истекло' appears exactly when the time is up, not a second early.
export function formatCountdown(ms: number): string {
  if (!(ms > 0)) return COUNTDOWN_EXPIRED_TEXT;
  const total = Math.ceil(ms / SECOND_MS);
  const hours = Math.floor(total / HOUR_S);
  const minutes = Math.floor((total % HOUR_S) / MINUTE_S);
  const seconds = total % MINUTE_S;
  if (hours > 0) return `${hours}ч ${minutes}м ${seconds}с`;
  if (minutes > 0) return `${minutes}м ${seconds}с`;
  return `${seconds}с`;
}
