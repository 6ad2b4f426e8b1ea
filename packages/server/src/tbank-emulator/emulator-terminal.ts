import { createHmac } from 'node:crypto';
import type { TbankTerminal } from '../tbank/tbank-client.ts';

export const EMULATOR_PREFIX = '/tbank-emulator';
export const EMULATOR_TERMINAL_KEY = 'FlowersEmulatorDEMO';

/** Derived from the bot token, so it survives restarts with the demo secrets. */
export function emulatorTerminal(publicUrl: string, botToken: string): TbankTerminal {
  return {
    terminalKey: EMULATOR_TERMINAL_KEY,
    password: createHmac('sha256', botToken).update('tbank-emulator').digest('hex').slice(0, 24),
    apiUrl: `${publicUrl}${EMULATOR_PREFIX}/v2/`,
  };
}
