import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_DOCUMENT,
  contractTypesOf,
  emitContractDocument,
  readContract,
} from '../test/api-contract.ts';

const REGENERATE = 'The contract is out of date: run `npm run contract` and commit what it writes.';

describe('the API contract (docs/api/openapi.json)', () => {
  it('is what the running server emits, so no route lives outside it', async () => {
    const [emitted, { document }] = await Promise.all([emitContractDocument(), readContract()]);
    expect(emitted === document, REGENERATE).toBe(true);
  });

  it("is what the web app's types were generated from", async () => {
    const { document, types } = await readContract();
    expect((await contractTypesOf(document)) === types, REGENERATE).toBe(true);
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const { document } = await readContract();
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The spec fixes `/api/users/role/{userId}` beside `/api/users/{id}/role` and their kin;
        // Fastify, like any router, tries a fixed segment before a parameter.
        'no-ambiguous-paths': 'off',
      },
    });
    const problems = await lintFromString({
      source: document,
      absoluteRef: CONTRACT_DOCUMENT,
      config,
    });
    expect(problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
  });
});
