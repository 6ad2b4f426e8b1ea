import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { requestIdGenerator } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const withHeader = (value?: string) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;

describe('request ids', () => {
  it("takes the load balancer's X-Request-Id behind a trusted proxy and echoes it", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a_91.c:2' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a_91.c:2');
  });

  it('answers with an id of its own when none is given', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('replaces an X-Request-Id that is too long or has unsafe characters with its own', () => {
    const generate = requestIdGenerator(true);
    expect(generate(withHeader('x'.repeat(128)))).toBe('x'.repeat(128));
    expect(generate(withHeader('x'.repeat(129)))).toMatch(UUID);
    expect(generate(withHeader('id\nforged log line'))).toMatch(UUID);
  });

  it('ignores X-Request-Id without a trusted proxy', () => {
    expect(requestIdGenerator(false)(withHeader('lb-7f3a'))).toMatch(UUID);
  });
});
