import { createHash, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkE2cSignature, e2cSignedString, signE2cRequest } from './e2c-signature.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signer = { serialNumber: '123456789', privateKey };
const keyOf = (serial: string) => (serial === '123456789' ? publicKey : null);

describe('E2C request signature', () => {
  it('signs the values of root scalars in key order, as T-Bank’s example «20150TinkoffBankTesttrue»', () => {
    const fields = { TerminalKey: 'TinkoffBankTest', isNeedRrn: true, PaymentId: '20150' };
    expect(e2cSignedString(fields)).toBe('20150TinkoffBankTesttrue');
    const signed = signE2cRequest(fields, signer);
    expect(signed.DigestValue).toBe(
      createHash('sha256').update('20150TinkoffBankTesttrue').digest('base64'),
    );
    expect(signed.X509SerialNumber).toBe('123456789');
  });

  it('leaves objects such as DATA and the signature fields out of the digest', () => {
    const plain = { TerminalKey: 'T', OrderId: 'p-1', Amount: 500_000 };
    expect(e2cSignedString({ ...plain, DATA: { a: 'b' }, DigestValue: 'x' })).toBe(
      e2cSignedString(plain),
    );
  });

  it('accepts its own signature and refuses a changed amount, another key or a missing field', () => {
    const signed = signE2cRequest({ TerminalKey: 'T', OrderId: 'p-1', Amount: 500_000 }, signer);
    expect(checkE2cSignature(signed, keyOf)).toBe('ok');
    expect(checkE2cSignature({ ...signed, Amount: 900_000 }, keyOf)).toBe('digest');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = signE2cRequest(
      { TerminalKey: 'T', OrderId: 'p-1', Amount: 500_000 },
      {
        serialNumber: '123456789',
        privateKey: other,
      },
    );
    expect(checkE2cSignature(forged, keyOf)).toBe('signature');
    expect(checkE2cSignature({ ...signed, X509SerialNumber: '1' }, keyOf)).toBe(
      'unknown_certificate',
    );
    const { SignatureValue: _dropped, ...unsigned } = signed;
    expect(checkE2cSignature(unsigned, keyOf)).toBe('missing');
  });
});
