import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { claimDemoE2cKey } from '../tbank/e2c-demo-key.repository.ts';
import type { E2cTerminal } from '../tbank/e2c-client.ts';
import type { E2cSigner } from '../tbank/e2c-signature.ts';
import { E2C_EMULATOR_PATH } from './e2c.routes.ts';

export const EMULATOR_E2C_TERMINAL_KEY = 'FlowersEmulatorE2C';

interface DemoKey {
  signer: E2cSigner;
  publicKey: KeyObject;
}

/** The demo key is read (or made once for every node) on the first payout call, not at start. */
export function emulatorE2cTerminal(
  db: Database,
  publicUrl: string,
): { terminal: E2cTerminal; publicKeyOf: (serial: string) => Promise<KeyObject | null> } {
  let loading: Promise<DemoKey> | null = null;
  const demoKey = () => {
    loading ??= claimDemoE2cKey(db).then(
      (key) => {
        const privateKey = createPrivateKey(key.privateKeyPem);
        return {
          signer: { serialNumber: key.serialNumber, privateKey },
          publicKey: createPublicKey(privateKey),
        };
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    terminal: {
      terminalKey: EMULATOR_E2C_TERMINAL_KEY,
      apiUrl: `${publicUrl}${E2C_EMULATOR_PATH}`,
      signer: async () => (await demoKey()).signer,
    },
    publicKeyOf: async (serial) => {
      const key = await demoKey();
      return serial === key.signer.serialNumber ? key.publicKey : null;
    },
  };
}
