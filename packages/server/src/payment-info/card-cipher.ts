import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const FORMAT = 'v1';

// Authenticated data: a ciphertext copied onto another user's row fails.
const ownerTag = (userId: number) => Buffer.from(`payment_info:${userId}`, 'utf8');

/** PCI DSS: encrypted at rest (tbank-acquiring.md "Safe deal"), a fresh IV per write. */
export function encryptCardNumber(key: Buffer, userId: number, digits: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(ownerTag(userId));
  const ciphertext = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64'));
  return [FORMAT, ...parts].join(':');
}

export function decryptCardNumber(key: Buffer, userId: number, stored: string): string {
  const [format, iv, tag, ciphertext] = stored.split(':');
  if (format !== FORMAT || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new Error('unknown card number format');
  }
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'));
  decipher.setAAD(ownerTag(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
