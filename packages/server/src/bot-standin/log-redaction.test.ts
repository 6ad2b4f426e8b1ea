import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { TEST_BOT_TOKEN } from '../test/test-app.ts';
import { STANDIN_PREFIX, createBotStandin } from './bot-standin.ts';
import { logSerializers, redactBotToken } from './log-redaction.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the request log', () => {
  it('never prints the bot token of a Bot API call to the stand-in', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: logSerializers } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(createBotStandin({ db: database.db, token: TEST_BOT_TOKEN }).routes);
    const response = await app.inject({
      method: 'POST',
      url: `${STANDIN_PREFIX}/bot${TEST_BOT_TOKEN}/getMe`,
      payload: {},
    });
    await app.close();
    expect(response.json()).toMatchObject({ ok: true });
    const log = lines.join('');
    expect(log).toContain(`"url":"${STANDIN_PREFIX}/bot<redacted>/getMe"`);
    expect(log).not.toContain(TEST_BOT_TOKEN);
    expect(log).not.toContain(TEST_BOT_TOKEN.split(':')[1]);
  });

  it('leaves other addresses as they are', () => {
    expect(redactBotToken('/api/ads?q=bot1')).toBe('/api/ads?q=bot1');
    expect(redactBotToken('/api/ads/bot')).toBe('/api/ads/bot');
  });
});
