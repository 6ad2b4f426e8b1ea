import type { E2cSettings } from '../config.ts';
import type { E2cTerminal } from './e2c-client.ts';
import { signerFromPem } from './e2c-key.ts';

export function configuredE2cTerminal(settings: E2cSettings): E2cTerminal {
  const signer = signerFromPem(settings.certificatePem, settings.privateKeyPem);
  return {
    terminalKey: settings.terminalKey,
    apiUrl: settings.apiUrl,
    signer: () => Promise.resolve(signer),
  };
}
