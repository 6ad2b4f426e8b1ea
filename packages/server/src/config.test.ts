import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEMO_STAFF_CHAT_ID,
  DEMO_SUPER_ADMIN_ID,
  isDemoMode,
  loadConfig,
} from './config.ts';
import { testConfig } from './test/test-app.ts';

const failureOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return error;
  }
  return null;
};

describe('configuration', () => {
  it('runs in demo mode with defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(isDemoMode(config)).toBe(true);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: null,
      redisUrl: null,
      tbank: null,
      s3: null,
      superAdminId: DEMO_SUPER_ADMIN_ID,
    });
  });

  it('sends at Telegram’s free rate unless paid broadcasts are asked for', () => {
    expect(loadConfig({}).telegramPaidBroadcastPerSecond).toBeNull();
    expect(
      loadConfig({ TELEGRAM_PAID_BROADCAST_PER_SECOND: '300' }).telegramPaidBroadcastPerSecond,
    ).toBe(300);
  });

  it.each([
    ['20', 'платная рассылка имеет смысл от 31 сообщения в секунду'],
    ['5000', 'Telegram разрешает не больше 1000 сообщений в секунду'],
    ['2.5', 'должен быть целым числом сообщений в секунду'],
    ['много', 'должен быть целым числом сообщений в секунду'],
  ])('stops on TELEGRAM_PAID_BROADCAST_PER_SECOND=%s', (value, reason) => {
    expect((failureOf({ TELEGRAM_PAID_BROADCAST_PER_SECOND: value }) as Error).message).toBe(
      `TELEGRAM_PAID_BROADCAST_PER_SECOND: ${reason}`,
    );
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('stops on a bad PORT with one line naming the variable', () => {
    const error = failureOf({ PORT: 'eighty' });
    expect(error).toBeInstanceOf(ConfigError);
    expect(String((error as Error).message)).toMatch(/^PORT: /);
    expect((error as Error).message).not.toContain('\n');
  });

  it('holds the money two-stage by default, 144 h at most and 24 h for the buyer', () => {
    expect(loadConfig({}).safeDeal).toEqual({
      payType: 'T',
      holdMs: 144 * 3_600_000,
      confirmWindowMs: 24 * 3_600_000,
    });
  });

  it('stops on a hold the bank would not keep, or a buyer window longer than the hold', () => {
    expect((failureOf({ SAFE_DEAL_HOLD_HOURS: '168' }) as Error).message).toMatch(
      /^SAFE_DEAL_HOLD_HOURS: /,
    );
    expect(
      (failureOf({ SAFE_DEAL_HOLD_HOURS: '24', SAFE_DEAL_CONFIRM_HOURS: '24' }) as Error).message,
    ).toMatch(/^SAFE_DEAL_CONFIRM_HOURS: /);
    expect((failureOf({ TBANK_PAY_TYPE: 'X' }) as Error).message).toMatch(/^TBANK_PAY_TYPE: /);
  });

  it('stops on a DATABASE_URL that is not a PostgreSQL address', () => {
    expect((failureOf({ DATABASE_URL: 'mysql://x' }) as Error).message).toMatch(/^DATABASE_URL: /);
  });

  it('stops on a METRICS_TOKEN too short to guard the metrics', () => {
    expect((failureOf({ METRICS_TOKEN: 'short' }) as Error).message).toMatch(/^METRICS_TOKEN: /);
  });

  it('stops on a malformed bot token', () => {
    expect((failureOf({ TELEGRAM_BOT_TOKEN: 'not-a-token' }) as Error).message).toMatch(
      /^TELEGRAM_BOT_TOKEN: /,
    );
  });

  it('requires SUPER_ADMIN_ID with a real bot token', () => {
    const error = failureOf({
      TELEGRAM_BOT_TOKEN: '123456:TEST-token-of-the-test-bot-AAAAAAAAAAAA',
    });
    expect((error as Error).message).toMatch(/^SUPER_ADMIN_ID: /);
  });

  it('requires the T-Bank terminal key and password together', () => {
    expect((failureOf({ TBANK_TERMINAL_KEY: 'DemoDEMO' }) as Error).message).toMatch(
      /^TBANK_PASSWORD: /,
    );
  });

  it('requires a 32-byte hex CARD_ENCRYPTION_KEY', () => {
    expect((failureOf({ CARD_ENCRYPTION_KEY: 'short' }) as Error).message).toMatch(
      /^CARD_ENCRYPTION_KEY: /,
    );
  });

  it('refuses several nodes (REDIS_URL) that keep photos on their own disks', () => {
    const error = failureOf({ REDIS_URL: 'redis://127.0.0.1:6379' }) as Error;
    expect(error.message).toMatch(/^S3_BUCKET: .*REDIS_URL/);
    expect(error.message).not.toContain('\n');
  });

  it('runs several nodes when they share photos in S3', () => {
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.s3?.bucket).toBe('photos');
  });

  it('has a demo staff chat in demo mode and none in production unless STAFF_CHAT_ID is set', () => {
    expect(loadConfig({}).staffChatId).toBe(DEMO_STAFF_CHAT_ID);
    expect(testConfig().staffChatId).toBeNull();
    expect(testConfig({ STAFF_CHAT_ID: '-1001234567890' }).staffChatId).toBe(-1_001_234_567_890);
  });

  it('stops on a STAFF_CHAT_ID that is not a group id, naming the variable', () => {
    expect(String(failureOf({ STAFF_CHAT_ID: '12345' }))).toMatch(/^Error: STAFF_CHAT_ID: /);
  });

  it('stops on a TELEGRAM_APP_SHORT_NAME Telegram would not accept, naming the variable', () => {
    expect(String(failureOf({ TELEGRAM_APP_SHORT_NAME: 'a b' }))).toMatch(
      /^Error: TELEGRAM_APP_SHORT_NAME: /,
    );
  });

  it('stops on a TELEGRAM_API_URL that is not an http address, naming the variable', () => {
    expect(String(failureOf({ TELEGRAM_API_URL: 'ftp://bot' }))).toMatch(
      /^Error: TELEGRAM_API_URL: /,
    );
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect((failureOf({ TRUST_PROXY: 'yes' }) as Error).message).toMatch(/^TRUST_PROXY: /);
  });

  it('reads the full production configuration', () => {
    const config = testConfig({ TBANK_TERMINAL_KEY: 'TinkoffBankTest', TBANK_PASSWORD: 'secret' });
    expect(isDemoMode(config)).toBe(false);
    expect(config.tbank).toEqual({
      terminalKey: 'TinkoffBankTest',
      password: 'secret',
      apiUrl: 'https://securepay.tinkoff.ru/v2/',
    });
    expect(config.operator.inn).toBe('770000000000');
  });
});
