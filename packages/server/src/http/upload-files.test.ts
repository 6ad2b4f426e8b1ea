import { UPLOADS_BUSY_MESSAGE } from '@flowers/domain';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jpegPhoto, seedUser } from '../test/fixtures.ts';
import { multipartBody, type MultipartFile } from '../test/multipart.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { UPLOAD_FILE_PREFIX, readMultipartForm, registerUploadFiles } from './multipart-form.ts';

const SELLER = 8_600_000_001;
// Each held upload signs in (a database round trip) first; a loaded machine may be slow.
const HELD_UPLOADS_TEST_MS = 120_000;
const VALID_FIELDS = {
  title: 'Букет пионов',
  original_price: '7000',
  address: 'г. Москва, ул. Арбат, 10',
  phone: '+79991234567',
};

let t: TestApp;
let jpeg: Buffer;
let uploadsDir: string;
let previousTmpdir: string | undefined;
beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER);
  jpeg = await jpegPhoto();
  // The OS temp folder is read at each form: this file's uploads land in a folder of its own.
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'flowers-uploads-test-'));
  previousTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = uploadsDir;
});
afterAll(async () => {
  if (previousTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpdir;
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const photo = (data: Buffer): MultipartFile => ({
  field: 'images',
  filename: 'photo.jpg',
  contentType: 'image/jpeg',
  data,
});

const uploadFiles = async () =>
  (await readdir(uploadsDir)).filter((name) => name.startsWith(UPLOAD_FILE_PREFIX));

// They are removed once the response has gone out, just after inject returns.
const expectNoUploadFiles = () =>
  vi.waitFor(async () => {
    expect(await uploadFiles()).toEqual([]);
  });

function postAd(fields: Record<string, string>, files: MultipartFile[]) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/ads',
    headers: { 'x-initdata': t.initDataFor(SELLER), ...body.headers },
    payload: body.payload,
  });
}

describe('a file of a multipart form', () => {
  it('is handed over as a file in the temp folder holding the uploaded bytes', async () => {
    const app = Fastify();
    await app.register(multipart);
    registerUploadFiles(app);
    let seen: { path: string; bytes: Buffer } | null = null;
    app.post('/form', async (request) => {
      const form = await readMultipartForm(request, { keepFile: () => true });
      const file = form.files[0];
      if (file !== undefined) seen = { path: file.path, bytes: await readFile(file.path) };
      return { ok: true };
    });
    const body = multipartBody({}, [photo(jpeg)]);

    await app.inject({
      method: 'POST',
      url: '/form',
      headers: body.headers,
      payload: body.payload,
    });
    await app.close();

    expect(seen).not.toBeNull();
    expect(path.dirname(seen!.path)).toBe(uploadsDir);
    expect(seen!.bytes.equals(jpeg)).toBe(true);
  });
});

describe('the temp files of POST /api/ads', () => {
  it('are removed once the ad is created', async () => {
    const response = await postAd(VALID_FIELDS, [photo(jpeg), photo(jpeg)]);
    expect(response.statusCode, response.body).toBe(200);
    await expectNoUploadFiles();
  });

  it('are removed when a field is refused', async () => {
    const response = await postAd({ ...VALID_FIELDS, title: '' }, [photo(jpeg)]);
    expect(response.statusCode).toBe(400);
    await expectNoUploadFiles();
  });

  it('are removed when a file is not an image', async () => {
    const response = await postAd(VALID_FIELDS, [photo(jpeg), photo(Buffer.from('not a photo'))]);
    expect(response.statusCode).toBe(400);
    await expectNoUploadFiles();
  });

  it('are removed when a file is over 15 MB (413)', async () => {
    const huge = Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024)]);
    const response = await postAd(VALID_FIELDS, [photo(jpeg), photo(huge)]);
    expect(response.statusCode).toBe(413);
    await expectNoUploadFiles();
  });

  it('are removed when the form is cut off', async () => {
    const body = multipartBody(VALID_FIELDS, [photo(jpeg)]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ads',
      headers: { 'x-initdata': t.initDataFor(SELLER), ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 200),
    });
    expect(response.statusCode).toBe(400);
    await expectNoUploadFiles();
  });

  describe('with uploads held open by their senders', () => {
    const sockets: Socket[] = [];
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.destroy();
    });

    it(
      'are removed when the senders go away mid-upload, whose places are given back, and a 503 beyond the bound writes none',
      async () => {
        const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = new URL(address);
        // Announces the whole body but sends only the first `sent` bytes of it.
        const send = (payload: Buffer, headers: Record<string, string>, sent: number) => {
          const socket = connect(Number(port), '127.0.0.1');
          sockets.push(socket);
          socket.write(
            `POST /api/ads HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
              `x-initdata: ${t.initDataFor(SELLER)}\r\n` +
              `content-type: ${headers['content-type']}\r\n` +
              `content-length: ${payload.length}\r\n\r\n`,
          );
          socket.write(payload.subarray(0, sent));
        };
        // The gate's bound: two uploads for each photo thread, one per core.
        const bound = availableParallelism() * 2;
        for (let i = 0; i < bound; i += 1) {
          const body = multipartBody(VALID_FIELDS, [photo(jpeg)]);
          // Up to half the photo: the sender is still sending.
          send(body.payload, body.headers, body.payload.length - jpeg.length / 2);
        }
        await vi.waitFor(async () => expect(await uploadFiles()).toHaveLength(bound), {
          timeout: HELD_UPLOADS_TEST_MS,
        });

        const beyond = multipartBody(VALID_FIELDS, [photo(jpeg)]);
        const refused = await fetch(`${address}/api/ads`, {
          method: 'POST',
          headers: { 'x-initdata': t.initDataFor(SELLER), ...beyond.headers },
          body: beyond.payload,
        });
        expect(refused.status).toBe(503);
        expect(await refused.json()).toEqual({ error: UPLOADS_BUSY_MESSAGE });
        expect(await uploadFiles()).toHaveLength(bound);

        for (const socket of sockets) socket.destroy();
        await expectNoUploadFiles();
        // Their places in the upload bound are given back too.
        await vi.waitFor(async () => {
          expect((await postAd(VALID_FIELDS, [photo(jpeg)])).statusCode).toBe(200);
        });
      },
      HELD_UPLOADS_TEST_MS,
    );
  });
});
