import { createHash, sign, verify, type KeyObject } from 'node:crypto';

/** Who signs E2C requests: the certificate's serial number and its private key. */
export interface E2cSigner {
  /** The certificate's serial number in decimal, as X509SerialNumber carries it. */
  serialNumber: string;
  privateKey: KeyObject;
}

export interface E2cSignature {
  DigestValue: string;
  SignatureValue: string;
  X509SerialNumber: string;
}

const SIGNATURE_FIELDS: ReadonlySet<string> = new Set([
  'DigestValue',
  'SignatureValue',
  'X509SerialNumber',
]);

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * The string E2C signs: root-level scalars (objects such as DATA stay out, by type), without
 * the three signature fields, in code-unit order of their keys, values joined with nothing
 * between; booleans as true/false. T-Bank's own example: PaymentId 20150, TerminalKey
 * TinkoffBankTest, isNeedRrn true give "20150TinkoffBankTesttrue".
 */
export function e2cSignedString(fields: object): string {
  const entries: [string, Scalar][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (!SIGNATURE_FIELDS.has(key) && isScalar(value)) entries.push([key, value]);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.map(([, value]) => String(value)).join('');
}

/** SHA-256 of the signed string (UTF-8), raw bytes. */
export const e2cDigest = (fields: object): Buffer =>
  createHash('sha256').update(e2cSignedString(fields), 'utf8').digest();

/**
 * Adds DigestValue (the digest, base64), SignatureValue (the digest signed with the private
 * key, RSA with SHA-256 as openssl_sign does, base64) and X509SerialNumber.
 */
export function signE2cRequest<T extends Record<string, unknown>>(
  fields: T,
  signer: E2cSigner,
): T & E2cSignature {
  const digest = e2cDigest(fields);
  return {
    ...fields,
    DigestValue: digest.toString('base64'),
    SignatureValue: sign('sha256', digest, signer.privateKey).toString('base64'),
    X509SerialNumber: signer.serialNumber,
  };
}

export type E2cSignatureCheck = 'ok' | 'missing' | 'unknown_certificate' | 'digest' | 'signature';

/** The bank's side: the three fields present, the digest of these fields, and a valid signature. */
export function checkE2cSignature(
  fields: object,
  publicKeyOf: (serialNumber: string) => KeyObject | null,
): E2cSignatureCheck {
  const { DigestValue, SignatureValue, X509SerialNumber } = fields as Record<string, unknown>;
  if (
    typeof DigestValue !== 'string' ||
    typeof SignatureValue !== 'string' ||
    typeof X509SerialNumber !== 'string'
  ) {
    return 'missing';
  }
  const key = publicKeyOf(X509SerialNumber);
  if (key === null) return 'unknown_certificate';
  const digest = e2cDigest(fields);
  if (DigestValue !== digest.toString('base64')) return 'digest';
  const signature = Buffer.from(SignatureValue, 'base64');
  return verify('sha256', digest, key, signature) ? 'ok' : 'signature';
}
