import { createHash, sign, verify, type KeyObject } from 'node:crypto';

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

// Root-level scalars (DATA stays out, by type), no signature fields, keys in code-unit order,
// values joined. T-Bank's example: PaymentId 20150 etc. give "20150TinkoffBankTesttrue".
export function e2cSignedString(fields: object): string {
  const entries: [string, Scalar][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (!SIGNATURE_FIELDS.has(key) && isScalar(value)) entries.push([key, value]);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.map(([, value]) => String(value)).join('');
}

export const e2cDigest = (fields: object): Buffer =>
  createHash('sha256').update(e2cSignedString(fields), 'utf8').digest();

// RSA with SHA-256 as openssl_sign does, base64.
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
