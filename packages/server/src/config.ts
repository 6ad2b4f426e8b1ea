import { AGENT_SIGNS, type AgentSign } from '@flowers/domain';
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const DEMO_SUPER_ADMIN_ID = 100_000_004;
export const DEMO_STAFF_CHAT_ID = -1_001_000_000_001;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** So deployments can share one Redis. */
  redisKeyPrefix: string;
  telegramBotToken: string | null;
  superAdminId: number;
  initDataMaxAgeSeconds: number;
  tbank: { terminalKey: string; password: string; apiUrl: string } | null;
  e2c: E2cSettings | null;
  /** `enabled` false: no Receipt on Init, Confirm or Cancel (a terminal without online cash). */
  receipt: { enabled: boolean; taxation: string; tax: string; agentSign: AgentSign };
  safeDeal: SafeDealSettings;
  dadataApiKey: string | null;
  s3: {
    endpoint: string | null;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
    publicUrl: string | null;
  } | null;
  cardEncryptionKey: Buffer | null;
  writeRateLimitPerMinute: number;
  trustProxy: boolean;
  supportUrl: string;
  operator: OperatorDetails;
  logLevel: string;
  metricsToken: string | null;
  telegramApiUrl: string | null;
  staffChatId: number | null;
  telegramAppShortName: string;
  /** Null: Telegram's free ~30 a second. Else sends carry allow_paid_broadcast, paid in Stars. */
  telegramPaidBroadcastPerSecond: number | null;
}

export interface E2cSettings {
  terminalKey: string;
  apiUrl: string;
  certificatePem: string;
  privateKeyPem: string;
}

export interface OperatorDetails {
  name: string;
  inn: string;
  ogrn: string;
  address: string;
  email: string;
  phone: string;
}

export interface SafeDealSettings {
  payType: 'O' | 'T';
  holdMs: number;
  confirmWindowMs: number;
}

export class ConfigError extends Error {}

const HOUR_MS = 60 * 60 * 1000;
// tbank-acquiring.md "Confirm": the bank keeps a hold 7 days; ours must end before.
const BANK_HOLD_HOURS = 7 * 24;

const DEMO_OPERATOR: OperatorDetails = {
  name: 'ИП Демонстрационный Продавец (демо-режим)',
  inn: '000000000000',
  ogrn: '000000000000000',
  address: 'г. Москва (демо-режим)',
  email: 'demo@example.com',
  phone: '+70000000000',
};

const DEMO_SUPPORT_URL = 'https://t.me/BotSupport';
const TBANK_DEFAULT_API_URL = 'https://securepay.tinkoff.ru/v2';
const TBANK_E2C_DEFAULT_API_URL = 'https://securepay.tinkoff.ru/e2c/v2';
const E2C_VARIABLES = [
  'TBANK_E2C_TERMINAL_KEY',
  'TBANK_E2C_CERTIFICATE',
  'TBANK_E2C_PRIVATE_KEY',
] as const;

/** So a mismatch shows at start, not as the bank's refusals. */
export function assertKeyPair(certificatePem: string, privateKeyPem: string): void {
  const certificate = new X509Certificate(certificatePem);
  if (!certificate.checkPrivateKey(createPrivateKey(privateKeyPem))) {
    throw new Error('закрытый ключ не от этого сертификата');
  }
}

function readPem(name: string, value: string, label: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    const text = readFileSync(value, 'utf8');
    if (text.includes(`-----BEGIN`) && text.includes(label)) return text;
  } catch {
    throw new ConfigError(`${name}: файл ${value} не читается`);
  }
  throw new ConfigError(`${name}: нужен PEM (${label}) или путь к файлу с ним`);
}

function e2cSettings(
  e: Partial<Record<(typeof E2C_VARIABLES)[number], string>>,
  apiUrl: string | undefined,
): E2cSettings | null {
  const given = E2C_VARIABLES.filter((name) => e[name] !== undefined);
  if (given.length === 0) return null;
  const missing = E2C_VARIABLES.find((name) => e[name] === undefined);
  if (missing !== undefined) {
    throw new ConfigError(`${missing}: задайте ${E2C_VARIABLES.join(', ')} вместе`);
  }
  const certificatePem = readPem(
    'TBANK_E2C_CERTIFICATE',
    e.TBANK_E2C_CERTIFICATE ?? '',
    'CERTIFICATE',
  );
  const privateKeyPem = readPem(
    'TBANK_E2C_PRIVATE_KEY',
    e.TBANK_E2C_PRIVATE_KEY ?? '',
    'PRIVATE KEY',
  );
  try {
    assertKeyPair(certificatePem, privateKeyPem);
  } catch (error) {
    throw new ConfigError(`TBANK_E2C_PRIVATE_KEY: ${(error as Error).message}`);
  }
  return {
    terminalKey: e.TBANK_E2C_TERMINAL_KEY ?? '',
    apiUrl: `${apiUrl ?? TBANK_E2C_DEFAULT_API_URL}/`,
    certificatePem,
    privateKeyPem,
  };
}
const TBANK_TAXATIONS = ['osn', 'usn_income', 'usn_income_outcome', 'esn', 'patent'] as const;
const TBANK_TAXES = ['none', 'vat0', 'vat5', 'vat7', 'vat10', 'vat20', 'vat22'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(httpUrl.optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_KEY_PREFIX: z.string().trim().min(1).default('flowers:'),
  TELEGRAM_BOT_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^\d+:[\w-]{30,}$/, 'должен иметь вид 123456:ABC… (токен от @BotFather)')
      .optional(),
  ),
  SUPER_ADMIN_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,15}$/, 'должен быть числовым Telegram id')
      .transform(Number)
      .optional(),
  ),
  INITDATA_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(86_400),
  TBANK_TERMINAL_KEY: optionalText,
  TBANK_PASSWORD: optionalText,
  TBANK_API_URL: optionalText.pipe(httpUrl.optional()),
  TBANK_TAXATION: z.enum(TBANK_TAXATIONS).default('usn_income'),
  TBANK_TAX: z.enum(TBANK_TAXES).default('none'),
  TBANK_E2C_TERMINAL_KEY: optionalText,
  TBANK_E2C_CERTIFICATE: optionalText,
  TBANK_E2C_PRIVATE_KEY: optionalText,
  TBANK_E2C_API_URL: optionalText.pipe(httpUrl.optional()),
  TBANK_AGENT_SIGN: z.enum(AGENT_SIGNS).default('another'),
  TBANK_RECEIPTS: z.enum(['on', 'off'], { error: 'должен быть on или off' }).default('on'),
  TBANK_PAY_TYPE: z.enum(['T', 'O'], { error: 'должен быть T или O' }).default('T'),
  SAFE_DEAL_HOLD_HOURS: z.coerce
    .number()
    .int()
    .min(2)
    .max(BANK_HOLD_HOURS - 1, 'должен быть меньше 168 часов (7 суток удержания в банке)')
    .default(144),
  SAFE_DEAL_CONFIRM_HOURS: z.coerce.number().int().min(1).default(24),
  DADATA_API_KEY: optionalText,
  S3_ENDPOINT: optionalText.pipe(httpUrl.optional()),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_PUBLIC_URL: optionalText.pipe(httpUrl.optional()),
  CARD_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'должен быть 32 байтами в hex (64 символа)')
      .optional(),
  ),
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  TRUST_PROXY: z
    .enum(['true', 'false', ''], { error: 'должен быть true или false' })
    .default('false')
    .transform((value) => value === 'true'),
  SUPPORT_URL: optionalText.pipe(httpUrl.optional()),
  OPERATOR_NAME: optionalText,
  OPERATOR_INN: optionalText.pipe(
    z
      .string()
      .regex(/^\d{10}(\d{2})?$/, 'ИНН: 10 или 12 цифр')
      .optional(),
  ),
  OPERATOR_OGRN: optionalText.pipe(
    z
      .string()
      .regex(/^\d{13}(\d{2})?$/, 'ОГРН: 13 или 15 цифр')
      .optional(),
  ),
  OPERATOR_ADDRESS: optionalText,
  OPERATOR_EMAIL: optionalText.pipe(z.email().optional()),
  OPERATOR_PHONE: optionalText,
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'должен быть не короче 16 символов').optional(),
  ),
  TELEGRAM_API_URL: optionalText.pipe(httpUrl.optional()),
  STAFF_CHAT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^-\d{1,15}$/, 'должен быть отрицательным id группы Telegram')
      .transform(Number)
      .optional(),
  ),
  TELEGRAM_APP_SHORT_NAME: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{3,30}$/, 'от 3 до 30 латинских букв, цифр или _')
    .default('app'),
  // telegram-stars-and-surfaces.md: a peak's lever, paid per message past the free rate.
  TELEGRAM_PAID_BROADCAST_PER_SECOND: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, 'должен быть целым числом сообщений в секунду')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(31, 'платная рассылка имеет смысл от 31 сообщения в секунду')
          .max(1000, 'Telegram разрешает не больше 1000 сообщений в секунду'),
      )
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`${variable}: ${issue?.message ?? 'недопустимое значение'}`);
  }
  const e = parsed.data;
  const demo = e.TELEGRAM_BOT_TOKEN === undefined;
  const requireInProduction = (name: keyof typeof e, value: string | undefined): string => {
    if (value !== undefined) return value;
    throw new ConfigError(`${name}: обязателен, когда задан TELEGRAM_BOT_TOKEN`);
  };

  if ((e.TBANK_TERMINAL_KEY === undefined) !== (e.TBANK_PASSWORD === undefined)) {
    throw new ConfigError('TBANK_PASSWORD: задайте TBANK_TERMINAL_KEY и TBANK_PASSWORD вместе');
  }
  if (e.SAFE_DEAL_CONFIRM_HOURS >= e.SAFE_DEAL_HOLD_HOURS) {
    throw new ConfigError('SAFE_DEAL_CONFIRM_HOURS: должен быть меньше SAFE_DEAL_HOLD_HOURS');
  }
  const s3Values = [e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (s3Values.some((v) => v !== undefined) && s3Values.some((v) => v === undefined)) {
    throw new ConfigError('S3_BUCKET: задайте S3_BUCKET, S3_ACCESS_KEY и S3_SECRET_KEY вместе');
  }
  // Each node keeps disk photos to itself, so another node would answer 404 for them.
  if (e.REDIS_URL !== undefined && e.S3_BUCKET === undefined) {
    throw new ConfigError(
      'S3_BUCKET: обязателен, когда задан REDIS_URL (несколько узлов видят общие фото только в S3)',
    );
  }
  if (!demo && e.SUPER_ADMIN_ID === undefined) {
    throw new ConfigError('SUPER_ADMIN_ID: обязателен, когда задан TELEGRAM_BOT_TOKEN');
  }
  if (!demo && e.CARD_ENCRYPTION_KEY === undefined) {
    throw new ConfigError('CARD_ENCRYPTION_KEY: обязателен, когда задан TELEGRAM_BOT_TOKEN');
  }

  const operator: OperatorDetails = demo
    ? {
        name: e.OPERATOR_NAME ?? DEMO_OPERATOR.name,
        inn: e.OPERATOR_INN ?? DEMO_OPERATOR.inn,
        ogrn: e.OPERATOR_OGRN ?? DEMO_OPERATOR.ogrn,
        address: e.OPERATOR_ADDRESS ?? DEMO_OPERATOR.address,
        email: e.OPERATOR_EMAIL ?? DEMO_OPERATOR.email,
        phone: e.OPERATOR_PHONE ?? DEMO_OPERATOR.phone,
      }
    : {
        name: requireInProduction('OPERATOR_NAME', e.OPERATOR_NAME),
        inn: requireInProduction('OPERATOR_INN', e.OPERATOR_INN),
        ogrn: requireInProduction('OPERATOR_OGRN', e.OPERATOR_OGRN),
        address: requireInProduction('OPERATOR_ADDRESS', e.OPERATOR_ADDRESS),
        email: requireInProduction('OPERATOR_EMAIL', e.OPERATOR_EMAIL),
        phone: requireInProduction('OPERATOR_PHONE', e.OPERATOR_PHONE),
      };

  const tbankApiUrl = `${e.TBANK_API_URL ?? TBANK_DEFAULT_API_URL}/`;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    telegramBotToken: e.TELEGRAM_BOT_TOKEN ?? null,
    superAdminId: e.SUPER_ADMIN_ID ?? DEMO_SUPER_ADMIN_ID,
    initDataMaxAgeSeconds: e.INITDATA_MAX_AGE_SECONDS,
    tbank:
      e.TBANK_TERMINAL_KEY !== undefined && e.TBANK_PASSWORD !== undefined
        ? {
            terminalKey: e.TBANK_TERMINAL_KEY,
            password: e.TBANK_PASSWORD,
            apiUrl: tbankApiUrl,
          }
        : null,
    e2c: e2cSettings(e, e.TBANK_E2C_API_URL),
    receipt: {
      enabled: e.TBANK_RECEIPTS === 'on',
      taxation: e.TBANK_TAXATION,
      tax: e.TBANK_TAX,
      agentSign: e.TBANK_AGENT_SIGN,
    },
    safeDeal: {
      payType: e.TBANK_PAY_TYPE,
      holdMs: e.SAFE_DEAL_HOLD_HOURS * HOUR_MS,
      confirmWindowMs: e.SAFE_DEAL_CONFIRM_HOURS * HOUR_MS,
    },
    dadataApiKey: e.DADATA_API_KEY ?? null,
    s3:
      e.S3_BUCKET !== undefined && e.S3_ACCESS_KEY !== undefined && e.S3_SECRET_KEY !== undefined
        ? {
            endpoint: e.S3_ENDPOINT ?? null,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY,
            secretAccessKey: e.S3_SECRET_KEY,
            region: e.S3_REGION,
            publicUrl: e.S3_PUBLIC_URL ?? null,
          }
        : null,
    cardEncryptionKey:
      e.CARD_ENCRYPTION_KEY !== undefined ? Buffer.from(e.CARD_ENCRYPTION_KEY, 'hex') : null,
    writeRateLimitPerMinute: e.WRITE_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    supportUrl: demo
      ? (e.SUPPORT_URL ?? DEMO_SUPPORT_URL)
      : requireInProduction('SUPPORT_URL', e.SUPPORT_URL),
    operator,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN ?? null,
    telegramApiUrl: e.TELEGRAM_API_URL ?? null,
    staffChatId: e.STAFF_CHAT_ID ?? (demo ? DEMO_STAFF_CHAT_ID : null),
    telegramAppShortName: e.TELEGRAM_APP_SHORT_NAME,
    telegramPaidBroadcastPerSecond: e.TELEGRAM_PAID_BROADCAST_PER_SECOND ?? null,
  };
}

export const isDemoMode = (config: Config): boolean => config.telegramBotToken === null;
