import { fileURLToPath } from 'node:url';

// One level below the package, as dist/main.js is, so relative paths hold in both.
const PACKAGE_ROOT = new URL('../', import.meta.url);

export const MIGRATIONS_DIR = fileURLToPath(new URL('drizzle', PACKAGE_ROOT));
export const WEB_DIST_DIR = fileURLToPath(new URL('../web/dist', PACKAGE_ROOT));
