import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../auth/current-user.ts';
import { seedUser } from '../test/fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import {
  createNotificationSettingsService,
  type NotificationSettingsService,
} from './notification-settings.service.ts';

const USER = 7_410_000_001;
const NEIGHBOUR = 7_410_000_002;
const UNKNOWN = 7_410_000_009;

const caller = (id: number): CurrentUser => ({
  id,
  username: `user${id}`,
  role: 'user',
  blacklisted: false,
  isSuperAdmin: false,
});

let database: TestDatabase;
let settings: NotificationSettingsService;

beforeAll(async () => {
  database = await openTestDatabase();
  settings = createNotificationSettingsService({ db: database.db });
  await seedUser(database.db, USER);
  await seedUser(database.db, NEIGHBOUR);
});
afterAll(() => database.close());

describe('the notification settings service', () => {
  it('starts a new user with notifications on and the bot not yet allowed to write', async () => {
    expect(await settings.status(caller(NEIGHBOUR))).toEqual({
      enabled: true,
      bot_can_write: false,
    });
  });

  it('switches only the caller’s own notifications off', async () => {
    expect(await settings.setEnabled(caller(USER), false)).toMatchObject({ enabled: false });
    expect(await settings.status(caller(NEIGHBOUR))).toMatchObject({ enabled: true });
  });

  it('remembers that the bot may write once the user grants it', async () => {
    await settings.answerWriteAccess(caller(USER), true);
    expect(await settings.status(caller(USER))).toMatchObject({ bot_can_write: true });
  });

  it('leaves the bot’s permission as it was when the user refuses', async () => {
    await settings.answerWriteAccess(caller(USER), true);
    expect(await settings.answerWriteAccess(caller(USER), false)).toMatchObject({
      bot_can_write: true,
    });
  });

  it('answers a caller with no stored row with «Пользователь не найден»', async () => {
    await expect(settings.status(caller(UNKNOWN))).rejects.toMatchObject({
      code: 'not_found',
      message: 'Пользователь не найден',
    });
  });
});
