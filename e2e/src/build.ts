import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Journeys run against the built app, exactly what `npm start` serves. */
export default function setup(): void {
  execFileSync('npm', ['run', 'build', '-w', '@flowers/web'], { cwd: ROOT, stdio: 'inherit' });
}
