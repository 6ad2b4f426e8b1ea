import { UPLOADS_BUSY_MESSAGE } from '@flowers/domain';
import { connect, type Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jpegPhoto, seedUser } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { registerUploadFiles } from '../http/multipart-form.ts';
import { UPLOAD_RETRY_AFTER_SECONDS, registerUploadGate } from './upload-gate.ts';

// Each slow upload signs in (a database round trip) before it takes its place; on a loaded
// machine that can take longer than the default test timeout.
const SLOW_UPLOADS_TEST_MS = 120_000;

const upload = () =>
  multipartBody({ title: 'Розы' }, [
    { field: 'images', filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.alloc(64) },
  ]);

interface GatedApp {
  app: FastifyInstance;
  /** Answers every upload the handler is holding. */
  release(): void;
  /** Resolves once the handler holds `count` uploads. */
  holding(count: number): Promise<void>;
  /** Resolves once `count` uploads have been answered, whether or not their senders stayed. */
  answered(count: number): Promise<void>;
}

/** An app whose upload handler waits until released; a hook before the gate plays sign-in. */
async function gatedApp(maxUploads: number): Promise<GatedApp> {
  const app = Fastify();
  // As @fastify/multipart does: the body is left for the handler to read.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-initdata'] === undefined) return reply.status(401).send({ error: '' });
  });
  registerUploadFiles(app);
  registerUploadGate(app, { maxUploads });
  let answers = 0;
  let onAnswer: () => void = () => undefined;
  // After the gate's own hooks: the place has been given back by then.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.url === '/upload') {
      answers += 1;
      onAnswer();
    }
    return payload;
  });
  let waiting: (() => void)[] = [];
  let onHold: () => void = () => undefined;
  app.post('/upload', async () => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      onHold();
    });
    return { ok: true };
  });
  app.post('/json', async () => ({ ok: true }));
  await app.ready();
  return {
    app,
    release() {
      for (const resolve of waiting) resolve();
      waiting = [];
    },
    holding: (count) =>
      new Promise((resolve) => {
        onHold = () => {
          if (waiting.length >= count) resolve();
        };
        onHold();
      }),
    answered: (count) =>
      new Promise((resolve) => {
        onAnswer = () => {
          if (answers >= count) resolve();
        };
        onAnswer();
      }),
  };
}

const signedIn = { 'x-initdata': 'signed' };

// Async, so the request is sent at once: light-my-request sends only when awaited.
async function postUpload(app: FastifyInstance, headers: Record<string, string> = signedIn) {
  const { payload, headers: form } = upload();
  return app.inject({ method: 'POST', url: '/upload', payload, headers: { ...form, ...headers } });
}

let open: FastifyInstance | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe('registerUploadGate', () => {
  it('answers an upload beyond the bound 503 with Retry-After and «Сейчас загружается слишком много фото…»', async () => {
    const gated = await gatedApp(2);
    open = gated.app;
    const first = postUpload(gated.app);
    const second = postUpload(gated.app);
    await gated.holding(2);

    const third = await postUpload(gated.app);

    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    expect(third.json()).toEqual({ error: UPLOADS_BUSY_MESSAGE });
    gated.release();
    expect([(await first).statusCode, (await second).statusCode]).toEqual([200, 200]);
  });

  it('takes uploads again once the ones in hand are answered', async () => {
    const gated = await gatedApp(1);
    open = gated.app;
    const first = postUpload(gated.app);
    await gated.holding(1);
    gated.release();
    expect((await first).statusCode).toBe(200);

    const next = postUpload(gated.app);
    await gated.holding(1);
    gated.release();
    expect((await next).statusCode).toBe(200);
  });

  it('never counts a request without files', async () => {
    const gated = await gatedApp(1);
    open = gated.app;
    const held = postUpload(gated.app);
    await gated.holding(1);

    const json = await gated.app.inject({
      method: 'POST',
      url: '/json',
      payload: { title: 'Розы' },
      headers: signedIn,
    });

    expect(json.statusCode).toBe(200);
    gated.release();
    await held;
  });

  it('keeps the place of a sender who left until its upload is answered', async () => {
    const gated = await gatedApp(1);
    open = gated.app;
    const address = await gated.app.listen({ port: 0, host: '127.0.0.1' });
    const serverSideClosed = new Promise<void>((resolve) =>
      gated.app.server.once('connection', (socket: Socket) =>
        socket.once('close', () => resolve()),
      ),
    );
    const { payload, headers } = upload();
    const socket = connect(Number(new URL(address).port), '127.0.0.1');
    socket.write(
      `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nx-initdata: signed\r\n` +
        `content-type: ${headers['content-type']}\r\ncontent-length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload);
    await gated.holding(1);
    socket.destroy();
    await serverSideClosed;

    expect((await postUpload(gated.app)).statusCode).toBe(503);

    gated.release();
    await gated.answered(1);
    const after = postUpload(gated.app);
    await gated.holding(1);
    gated.release();
    expect((await after).statusCode).toBe(200);
  });
});

describe('the upload bound in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it(
    'answers POST /api/ads 503 with «Сейчас загружается…» while sellers’ uploads fill every place',
    async () => {
      const sockets: Socket[] = [];
      try {
        const seller = await seedUser(t.db, 7_300_000_001);
        const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { payload, headers } = multipartBody({ title: 'Розы' }, [
          {
            field: 'images',
            filename: 'a.jpg',
            contentType: 'image/jpeg',
            data: await jpegPhoto(),
          },
        ]);
        const signed = { ...headers, 'x-initdata': t.initDataFor(seller) };
        // Uploads that never finish, as from phones on a slow network: each keeps its place.
        for (let i = 0; i < availableParallelism() * 2; i += 1) {
          const socket = connect(Number(new URL(address).port), '127.0.0.1');
          sockets.push(socket);
          socket.write(
            `POST /api/ads HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
              Object.entries(signed)
                .map(([name, value]) => `${name}: ${value}\r\n`)
                .join('') +
              `content-length: ${payload.length}\r\n\r\n`,
          );
          socket.write(payload.subarray(0, payload.length / 2));
        }

        // The slow uploads reach the gate in their own time; until they all have, ours get in.
        let answer: Response;
        do {
          answer = await fetch(`${address}/api/ads`, {
            method: 'POST',
            headers: signed,
            body: payload,
          });
        } while (answer.status !== 503);

        expect(answer.headers.get('retry-after')).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
        expect(await answer.json()).toEqual({ error: UPLOADS_BUSY_MESSAGE });
      } finally {
        for (const socket of sockets) socket.destroy();
      }
    },
    SLOW_UPLOADS_TEST_MS,
  );
});
