import { createHash, timingSafeEqual } from 'node:crypto';

type Scalar = string | number | boolean;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

// tbank-acquiring.md "Token": root-level scalars by type, never by name (new objects stay out);
// Token and nulls dropped; Password added; keys in code-unit order; values joined.
export function tbankToken(fields: Record<string, unknown>, password: string): string {
  const entries: [string, Scalar][] = [['Password', password]];
  for (const [key, value] of Object.entries(fields)) {
    if (key !== 'Token' && isScalar(value)) entries.push([key, value]);
  }
  // Plain comparison, not localeCompare: T-Bank sorts by code units.
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const joined = entries.map(([, value]) => String(value)).join('');
  return createHash('sha256').update(joined, 'utf8').digest('hex');
}

export function hasValidToken(fields: Record<string, unknown>, password: string): boolean {
  const received = fields.Token;
  if (typeof received !== 'string') return false;
  const expected = Buffer.from(tbankToken(fields, password), 'utf8');
  const given = Buffer.from(received.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signTbankRequest<T extends Record<string, unknown>>(
  fields: T,
  password: string,
): T & { Token: string } {
  return { ...fields, Token: tbankToken(fields, password) };
}
