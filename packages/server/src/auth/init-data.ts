import { createHmac, timingSafeEqual } from 'node:crypto';

/** core.telegram.org/bots/webapps */
export interface TelegramUser {
  id: number;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
  allowsWriteToPm: boolean;
}

export type InitDataCheck =
  | { ok: true; user: TelegramUser; authDate: Date }
  | {
      ok: false;
      reason: 'missing' | 'malformed' | 'bad-hash' | 'expired' | 'from-future' | 'no-user';
    };

// How far ahead of our clock a signature may be dated: clocks drift a little, but init data
// dated hours ahead would otherwise stay valid for those hours on top of the age limit.
export const AUTH_DATE_MAX_SKEW_SECONDS = 60;

const secretKeyFor = (botToken: string): Buffer =>
  createHmac('sha256', 'WebAppData').update(botToken).digest();

// Every field except `hash`, `signature` included: dropping it breaks the check.
function dataCheckString(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([key]) => key !== 'hash')
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
}

function parseUser(raw: string | null): TelegramUser | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  if (typeof user.id !== 'number' || !Number.isSafeInteger(user.id) || user.id <= 0) return null;
  // Signed, so refusing it would lock its owner out; PostgreSQL cannot store a NUL, so it goes.
  const text = (field: unknown): string | null => {
    if (typeof field !== 'string') return null;
    const clean = field.replaceAll('\0', '');
    return clean.trim() === '' ? null : clean;
  };
  return {
    id: user.id,
    username: text(user.username),
    firstName: text(user.first_name),
    lastName: text(user.last_name),
    photoUrl: text(user.photo_url),
    allowsWriteToPm: user.allows_write_to_pm === true,
  };
}

export function verifyInitData(
  raw: string | undefined,
  botToken: string,
  maxAgeSeconds: number,
  now: Date = new Date(),
): InitDataCheck {
  if (raw === undefined || raw.trim() === '') return { ok: false, reason: 'missing' };
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (hash === null || !/^[0-9a-f]{64}$/.test(hash)) return { ok: false, reason: 'malformed' };

  const expected = createHmac('sha256', secretKeyFor(botToken))
    .update(dataCheckString(params))
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex')))
    return { ok: false, reason: 'bad-hash' };

  const authDateSeconds = Number(params.get('auth_date'));
  if (!Number.isInteger(authDateSeconds) || authDateSeconds <= 0) {
    return { ok: false, reason: 'malformed' };
  }
  const authDate = new Date(authDateSeconds * 1000);
  const ageProblem = initDataAgeProblem(authDate, maxAgeSeconds, now);
  if (ageProblem !== null) return { ok: false, reason: ageProblem };

  const user = parseUser(params.get('user'));
  if (user === null) return { ok: false, reason: 'no-user' };
  return { ok: true, user, authDate };
}

export function initDataAgeProblem(
  authDate: Date,
  maxAgeSeconds: number,
  now: Date = new Date(),
): 'expired' | 'from-future' | null {
  const ageSeconds = (now.getTime() - authDate.getTime()) / 1000;
  if (ageSeconds > maxAgeSeconds) return 'expired';
  if (ageSeconds < -AUTH_DATE_MAX_SKEW_SECONDS) return 'from-future';
  return null;
}

export function signInitData(
  fields: { user: Record<string, unknown>; authDate: Date } & Record<string, unknown>,
  botToken: string,
): string {
  const params = new URLSearchParams();
  const { user, authDate, ...rest } = fields;
  params.set('auth_date', String(Math.floor(authDate.getTime() / 1000)));
  params.set('user', JSON.stringify(user));
  for (const [key, value] of Object.entries(rest)) params.set(key, String(value));
  const hash = createHmac('sha256', secretKeyFor(botToken))
    .update(dataCheckString(params))
    .digest('hex');
  params.set('hash', hash);
  return params.toString();
}
