import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { ads } from '../db/schema.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { jpegPhoto, seedUser } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { TEST_BOT_TOKEN, TEST_CARD_KEY_HEX, testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { signInitData } from '../auth/init-data.ts';
import { UPLOAD_FILE_PREFIX } from './multipart-form.ts';

const SELLER = 8_600_000_101;
const ERROR_LEVEL = 50;
const TITLE = 'Букет, чей отправитель ушёл';

interface LogLine {
  level: number;
  msg?: string;
}

let dir: string;
let previousTmpdir: string | undefined;
let database: DatabaseHandle;
let app: FastifyInstance;
const logs: LogLine[] = [];
// The first stored photo waits here until the test lets it go.
let storedFirst: () => void;
const firstStored = new Promise<void>((resolve) => (storedFirst = resolve));
let release: () => void;
const released = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'flowers-sender-leaves-'));
  previousTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = path.join(dir, 'uploads');
  await mkdir(process.env.TMPDIR);
  database = await openTestDatabase();
  await seedUser(database.db, SELLER);
  const disk = createDiskStorage(path.join(dir, 'media'));
  const media: MediaStorage = {
    ...disk,
    async put(key, data, contentType) {
      storedFirst();
      await released;
      return disk.put(key, data, contentType);
    },
  };
  app = await buildApp({
    config: testConfig({ DATA_DIR: dir }),
    db: database.db,
    secrets: { botToken: TEST_BOT_TOKEN, cardEncryptionKey: Buffer.from(TEST_CARD_KEY_HEX, 'hex') },
    media,
    mediaDir: null,
    webDistDir: null,
    logger: {
      level: 'debug',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logs.push(JSON.parse(chunk.toString()) as LogLine);
          done();
        },
      }),
    },
  });
  await app.ready();
});
afterAll(async () => {
  release();
  await app.close();
  await database.close();
  if (previousTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpdir;
  await rm(dir, { recursive: true, force: true });
});

const uploadFiles = async () =>
  (await readdir(process.env.TMPDIR!)).filter((name) => name.startsWith(UPLOAD_FILE_PREFIX));

describe('an upload whose sender goes away while its photos are processed', () => {
  it('is finished quietly: no error in the log, the ad stored, its temp files removed', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const serverSideClosed = new Promise<void>((resolve) =>
      app.server.once('connection', (socket: Socket) => socket.once('close', () => resolve())),
    );
    const jpeg = await jpegPhoto();
    const body = multipartBody(
      {
        title: TITLE,
        original_price: '7000',
        address: 'г. Москва, ул. Арбат, 10',
        phone: '+79991234567',
      },
      [1, 2].map((n) => ({
        field: 'images',
        filename: `photo-${n}.jpg`,
        contentType: 'image/jpeg',
        data: jpeg,
      })),
    );
    const socket = connect(Number(new URL(address).port), '127.0.0.1');
    const initData = signInitData(
      { user: { id: SELLER, username: 'seller', first_name: 'Тест' }, authDate: new Date() },
      TEST_BOT_TOKEN,
    );
    socket.write(
      `POST /api/ads HTTP/1.1\r\nHost: 127.0.0.1\r\nx-initdata: ${initData}\r\n` +
        `content-type: ${body.headers['content-type']}\r\n` +
        `content-length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload);

    await firstStored;
    socket.destroy();
    await serverSideClosed;
    // Whoever reacts to the sender leaving has done so: the files went, or it said so.
    await vi.waitFor(async () => {
      const said = logs.some((line) => line.msg?.includes('sender left'));
      expect(said || (await uploadFiles()).length === 0).toBe(true);
    });
    release();

    const errors = () => logs.filter((line) => line.level >= ERROR_LEVEL);
    const stored = () => database.db.$count(ads, eq(ads.title, TITLE));
    // The request is over: the ad was stored, or the upload failed.
    await vi.waitFor(async () => {
      expect(errors().length > 0 || (await stored()) === 1).toBe(true);
      expect(await uploadFiles()).toEqual([]);
    });
    expect(errors()).toEqual([]);
    expect(await stored()).toBe(1);
    expect(logs.filter((line) => line.msg?.includes('sender left'))).toHaveLength(1);
  });
});
