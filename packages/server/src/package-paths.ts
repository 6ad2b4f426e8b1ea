import { fileURLToPath } from 'node:url';

// This module sits one level below the package, as the compiled bundle (dist/main.js) does,
// so the same relative paths hold under tsx and in the production build.
const PACKAGE_ROOT = new URL('../', import.meta.url);

export const MIGRATIONS_DIR = fileURLToPath(new URL('drizzle', PACKAGE_ROOT));
export const WEB_DIST_DIR = fileURLToPath(new URL('../web/dist', PACKAGE_ROOT));
