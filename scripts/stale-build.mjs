// The packages' `build` scripts share this: a build is redone only when one of its inputs is
// newer than what it produced, so `npm start` and the test tools can always ask for a build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    yield* files(join(path, entry.name));
  }
}

/**
 * Why `output` must be built again (missing, or which input changed after it), or null when
 * it is up to date. `inputs` are files or folders; paths in the answer are relative to `base`.
 */
export function staleReason(output, inputs, base) {
  if (!existsSync(output)) return `${relative(base, output)} is missing`;
  const builtAt = statSync(output).mtimeMs;
  for (const input of inputs) {
    for (const file of files(input)) {
      if (statSync(file).mtimeMs > builtAt) return `${relative(base, file)} changed`;
    }
  }
  return null;
}
