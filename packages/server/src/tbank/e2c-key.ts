import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import type { E2cSigner } from './e2c-signature.ts';

/** An X.509 serial number (hex, as OpenSSL prints it) in decimal. */
export const serialToDecimal = (hex: string): string => BigInt(`0x${hex}`).toString(10);

/**
 * The signer of a configured certificate and private key (PEM): refuses a key that is not
 * the certificate's, so a mismatch shows at start and not as the bank's refusals.
 */
export function signerFromPem(certificatePem: string, privateKeyPem: string): E2cSigner {
  const certificate = new X509Certificate(certificatePem);
  const privateKey: KeyObject = createPrivateKey(privateKeyPem);
  if (!certificate.checkPrivateKey(privateKey)) {
    throw new Error('закрытый ключ не от этого сертификата');
  }
  return { serialNumber: serialToDecimal(certificate.serialNumber), privateKey };
}
