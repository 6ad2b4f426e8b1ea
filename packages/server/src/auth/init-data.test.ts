import { describe, expect, it } from 'vitest';
import { AUTH_DATE_MAX_SKEW_SECONDS, signInitData, verifyInitData } from './init-data.ts';

const BOT_TOKEN = '123456:TEST-token-of-the-test-bot-AAAAAAAAAAAA';
const DAY_SECONDS = 86_400;
const now = new Date('2026-11-21T12:00:00Z');
const user = { id: 7_000_000_001, first_name: 'Анна', last_name: 'Петрова', username: 'anna' };

const signedNow = (extra: Record<string, unknown> = {}) =>
  signInitData({ user, authDate: now, query_id: 'AAH', ...extra }, BOT_TOKEN);

describe('Telegram init data check', () => {
  it('accepts correctly signed init data and reads the user', () => {
    const result = verifyInitData(signedNow(), BOT_TOKEN, DAY_SECONDS, now);
    expect(result).toMatchObject({
      ok: true,
      user: { id: 7_000_000_001, username: 'anna', firstName: 'Анна', lastName: 'Петрова' },
    });
  });

  it('keeps the signature field in the data-check-string', () => {
    const raw = signedNow({ signature: 'c2lnbmF0dXJl' });
    expect(verifyInitData(raw, BOT_TOKEN, DAY_SECONDS, now).ok).toBe(true);
  });

  it('refuses init data with a changed field', () => {
    const tampered = signedNow().replace('anna', 'mallory');
    expect(verifyInitData(tampered, BOT_TOKEN, DAY_SECONDS, now)).toEqual({
      ok: false,
      reason: 'bad-hash',
    });
  });

  it("refuses init data signed with another bot's token", () => {
    const foreign = signInitData(
      { user, authDate: now },
      '654321:ANOTHER-bot-token-BBBBBBBBBBBBBBBBB',
    );
    expect(verifyInitData(foreign, BOT_TOKEN, DAY_SECONDS, now)).toMatchObject({ ok: false });
  });

  it('refuses init data without a hash', () => {
    const params = new URLSearchParams(signedNow());
    params.delete('hash');
    expect(verifyInitData(params.toString(), BOT_TOKEN, DAY_SECONDS, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses init data older than the limit', () => {
    const old = signInitData(
      { user, authDate: new Date(now.getTime() - (DAY_SECONDS + 1) * 1000) },
      BOT_TOKEN,
    );
    expect(verifyInitData(old, BOT_TOKEN, DAY_SECONDS, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses init data dated further ahead than the allowed clock skew', () => {
    const dated = (seconds: number) =>
      signInitData({ user, authDate: new Date(now.getTime() + seconds * 1000) }, BOT_TOKEN);
    expect(verifyInitData(dated(AUTH_DATE_MAX_SKEW_SECONDS), BOT_TOKEN, DAY_SECONDS, now).ok).toBe(
      true,
    );
    expect(verifyInitData(dated(3600), BOT_TOKEN, DAY_SECONDS, now)).toEqual({
      ok: false,
      reason: 'from-future',
    });
  });

  it('drops NUL characters from the signed user names', () => {
    const raw = signInitData(
      { user: { ...user, first_name: 'Ан\u0000на', last_name: '\u0000' }, authDate: now },
      BOT_TOKEN,
    );
    expect(verifyInitData(raw, BOT_TOKEN, DAY_SECONDS, now)).toMatchObject({
      ok: true,
      user: { firstName: 'Анна', lastName: null },
    });
  });

  it('refuses an empty header as missing', () => {
    expect(verifyInitData('', BOT_TOKEN, DAY_SECONDS, now)).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('refuses signed init data without a user', () => {
    const params = new URLSearchParams(signedNow());
    params.delete('user');
    params.delete('hash');
    const resigned = signInitData(
      { user: {}, authDate: now, ...Object.fromEntries(params) },
      BOT_TOKEN,
    );
    expect(verifyInitData(resigned, BOT_TOKEN, DAY_SECONDS, now)).toEqual({
      ok: false,
      reason: 'no-user',
    });
  });
});
