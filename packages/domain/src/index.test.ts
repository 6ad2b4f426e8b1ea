/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import * as domain from './index';

// The barrel is the package's only entry, so a module it forgets is unreachable from server and
// web alike.
const modules = import.meta.glob<Record<string, unknown>>(
  [
    './**/*.ts',
    '!./**/*.test.ts',
    '!./index.ts',
    '!./common/schema-test-utils.ts',
    '!./common/wire-fixtures.ts',
  ],
  { eager: true },
);

describe('package entry', () => {
  it.each(Object.keys(modules))('exports everything %s exports', (path) => {
    for (const [name, value] of Object.entries(modules[path] ?? {})) {
      expect(domain, name).toHaveProperty(name, value);
    }
  });
});
