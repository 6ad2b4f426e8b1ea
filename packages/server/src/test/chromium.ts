export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The machine's network is closed, so Chromium must not try its background connections. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
