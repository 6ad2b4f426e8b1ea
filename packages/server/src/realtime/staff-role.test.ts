import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createRoleResolver } from './staff-role.ts';

const SUPER_ADMIN_ID = 7_300_000_001;
const MODERATOR_ID = 7_300_000_002;
const BLACKLISTED_MODERATOR_ID = 7_300_000_003;
const DELETED_ADMIN_ID = 7_300_000_004;
const UNKNOWN_ID = 7_300_000_099;

let database: DatabaseHandle;
let resolveRole: (userId: number) => Promise<string | null>;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(users).values([
    { id: SUPER_ADMIN_ID, role: 'user' },
    { id: MODERATOR_ID, role: 'Moderator' },
    { id: BLACKLISTED_MODERATOR_ID, role: 'moderator', blacklisted: true },
    { id: DELETED_ADMIN_ID, role: 'admin', deletedAt: new Date() },
  ]);
  resolveRole = createRoleResolver({ db: database.db, superAdminId: SUPER_ADMIN_ID });
});
afterAll(() => database.close());

describe('role of a socket user', () => {
  it('reads the stored role, compared lower-cased', async () => {
    expect(await resolveRole(MODERATOR_ID)).toBe('moderator');
  });

  it('makes SUPER_ADMIN_ID an admin whatever the row says', async () => {
    expect(await resolveRole(SUPER_ADMIN_ID)).toBe('admin');
  });

  it('gives no role to blacklisted, deleted and unknown users', async () => {
    expect(await resolveRole(BLACKLISTED_MODERATOR_ID)).toBeNull();
    expect(await resolveRole(DELETED_ADMIN_ID)).toBeNull();
    expect(await resolveRole(UNKNOWN_ID)).toBeNull();
  });
});
