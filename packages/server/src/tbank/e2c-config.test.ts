import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { configuredE2cTerminal } from './e2c-terminal.ts';
import { TEST_E2C_CERTIFICATE, TEST_E2C_PRIVATE_KEY } from './e2c-test-certificate.ts';

const failureOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('payouts terminal configuration (TBANK_E2C_*)', () => {
  it('uses the built-in bank when none is set', () => {
    expect(loadConfig({}).e2c).toBeNull();
  });

  it('reads the certificate and key from files, and signs with the certificate’s serial in decimal', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'e2c-'));
    writeFileSync(path.join(dir, 'cert.pem'), TEST_E2C_CERTIFICATE);
    writeFileSync(path.join(dir, 'key.pem'), TEST_E2C_PRIVATE_KEY);
    const config = loadConfig({
      TBANK_E2C_TERMINAL_KEY: '1234567890E2C',
      TBANK_E2C_CERTIFICATE: path.join(dir, 'cert.pem'),
      TBANK_E2C_PRIVATE_KEY: path.join(dir, 'key.pem'),
    });
    expect(config.e2c?.apiUrl).toBe('https://securepay.tinkoff.ru/e2c/v2/');
    const terminal = configuredE2cTerminal(config.e2c ?? expect.fail('no E2C settings'));
    expect(terminal).toMatchObject({ terminalKey: '1234567890E2C' });
    expect((await terminal.signer()).serialNumber).toBe('2043453');
  });

  it('takes the PEMs inline too, with \\n written as two characters', () => {
    const config = loadConfig({
      TBANK_E2C_TERMINAL_KEY: 'T-E2C',
      TBANK_E2C_CERTIFICATE: TEST_E2C_CERTIFICATE.replace(/\n/g, '\\n'),
      TBANK_E2C_PRIVATE_KEY: TEST_E2C_PRIVATE_KEY,
      TBANK_E2C_API_URL: 'https://rest-api-test.tinkoff.ru/e2c/v2',
    });
    expect(config.e2c?.apiUrl).toBe('https://rest-api-test.tinkoff.ru/e2c/v2/');
  });

  it('refuses a partial set, a key that is not the certificate’s, and a missing file', () => {
    expect(failureOf({ TBANK_E2C_TERMINAL_KEY: 'T-E2C' })).toBe(
      'TBANK_E2C_CERTIFICATE: задайте TBANK_E2C_TERMINAL_KEY, TBANK_E2C_CERTIFICATE, TBANK_E2C_PRIVATE_KEY вместе',
    );
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(
      failureOf({
        TBANK_E2C_TERMINAL_KEY: 'T-E2C',
        TBANK_E2C_CERTIFICATE: TEST_E2C_CERTIFICATE,
        TBANK_E2C_PRIVATE_KEY: otherKey,
      }),
    ).toBe('TBANK_E2C_PRIVATE_KEY: закрытый ключ не от этого сертификата');
    expect(
      failureOf({
        TBANK_E2C_TERMINAL_KEY: 'T-E2C',
        TBANK_E2C_CERTIFICATE: '/nonexistent/cert.pem',
        TBANK_E2C_PRIVATE_KEY: TEST_E2C_PRIVATE_KEY,
      }),
    ).toBe('TBANK_E2C_CERTIFICATE: файл /nonexistent/cert.pem не читается');
  });
});
