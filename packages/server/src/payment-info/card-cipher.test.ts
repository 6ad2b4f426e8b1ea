import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptCardNumber, encryptCardNumber } from './card-cipher.ts';

const KEY = randomBytes(32);
const CARD = '2200770239097761';

describe('card number encryption (AES-256-GCM)', () => {
  it('reads back what it wrote, and never writes the digits', () => {
    const stored = encryptCardNumber(KEY, 1, CARD);
    expect(stored).not.toContain(CARD);
    expect(stored).not.toContain(CARD.slice(-4));
    expect(decryptCardNumber(KEY, 1, stored)).toBe(CARD);
  });

  it('uses a fresh IV each time, so one number never gives one ciphertext', () => {
    expect(encryptCardNumber(KEY, 1, CARD)).not.toBe(encryptCardNumber(KEY, 1, CARD));
  });

  it('refuses a tampered value, another key and another user’s row', () => {
    const stored = encryptCardNumber(KEY, 1, CARD);
    const [format, iv, tag, data] = stored.split(':') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const tampered = [format, iv, tag, flipped.toString('base64')].join(':');
    expect(() => decryptCardNumber(KEY, 1, tampered)).toThrow();
    expect(() => decryptCardNumber(randomBytes(32), 1, stored)).toThrow();
    expect(() => decryptCardNumber(KEY, 2, stored)).toThrow();
    expect(() => decryptCardNumber(KEY, 1, 'plain')).toThrow();
  });
});
