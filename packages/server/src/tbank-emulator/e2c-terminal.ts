import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { claimDemoE2cKey } from '../tbank/e2c-demo-key.repository.ts';
import type { E2cTerminal } from '../tbank/e2c-client.ts';
import { E2C_EMULATOR_PATH } from './e2c.routes.ts';

export const EMULATOR_E2C_TERMINAL_KEY = 'FlowersEmulatorE2C';

/**
 * Demo mode's payouts terminal: the built-in bank at PUBLIC_URL, requests signed with the
 * demo key pair kept in the database, whose public key the bank knows by its serial number.
 */
export async function emulatorE2cTerminal(
  db: Database,
  publicUrl: string,
): Promise<{ terminal: E2cTerminal; publicKeyOf: (serial: string) => KeyObject | null }> {
  const key = await claimDemoE2cKey(db);
  const privateKey = createPrivateKey(key.privateKeyPem);
  const publicKey = createPublicKey(privateKey);
  return {
    terminal: {
      terminalKey: EMULATOR_E2C_TERMINAL_KEY,
      apiUrl: `${publicUrl}${E2C_EMULATOR_PATH}`,
      signer: { serialNumber: key.serialNumber, privateKey },
    },
    publicKeyOf: (serial) => (serial === key.serialNumber ? publicKey : null),
  };
}
