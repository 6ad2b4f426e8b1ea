import { createHmac } from 'node:crypto';
import type { TbankTerminal } from '../tbank/tbank-client.ts';

/** Where the emulator is mounted inside our server when no real terminal is configured. */
export const EMULATOR_PREFIX = '/tbank-emulator';
export const EMULATOR_TERMINAL_KEY = 'FlowersEmulatorDEMO';

/**
 * The emulator's terminal: its password is derived from the bot token, so it survives
 * restarts with the demo secrets and needs no variable of its own.
 */
export function emulatorTerminal(publicUrl: string, botToken: string): TbankTerminal {
  return {
    terminalKey: EMULATOR_TERMINAL_KEY,
    password: createHmac('sha256', botToken).update('tbank-emulator').digest('hex').slice(0, 24),
    apiUrl: `${publicUrl}${EMULATOR_PREFIX}/v2/`,
  };
}
