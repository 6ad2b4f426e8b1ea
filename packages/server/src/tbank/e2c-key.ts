import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { assertKeyPair } from '../config.ts';
import type { E2cSigner } from './e2c-signature.ts';

/** An X.509 serial number (hex, as OpenSSL prints it) in decimal. */
export const serialToDecimal = (hex: string): string => BigInt(`0x${hex}`).toString(10);

export function signerFromPem(certificatePem: string, privateKeyPem: string): E2cSigner {
  assertKeyPair(certificatePem, privateKeyPem);
  const certificate = new X509Certificate(certificatePem);
  const privateKey: KeyObject = createPrivateKey(privateKeyPem);
  return { serialNumber: serialToDecimal(certificate.serialNumber), privateKey };
}
