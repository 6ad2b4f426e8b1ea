import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Journeys run against the built app and server, exactly what `npm start` runs. */
export default function setup(): void {
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}
