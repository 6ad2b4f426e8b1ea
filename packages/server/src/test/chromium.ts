/** Where this machine's Chromium is, unless the tool is told otherwise. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for every Chromium the tools start (journeys, Lighthouse): the machine's network is
 * closed, so Chromium must not try its background connections.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
