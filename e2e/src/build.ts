import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Journeys run against the built app and server, exactly what `npm start` runs. */
export default function setup(): void {
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build; the
  // journeys must test, and leave behind for `npm start`, the production one.
  execFileSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
