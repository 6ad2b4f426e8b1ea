import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { createReadinessProbe } from './readiness.ts';

const storageDown = { check: () => Promise.reject(new Error('connect ECONNREFUSED')) };
const storageUp = { check: () => Promise.resolve() };

describe('readiness', () => {
  it('stays ready without S3, saying storage is degraded: reading needs no uploads', async () => {
    const database = await openTestDatabase();
    try {
      const ready = createReadinessProbe({ db: database.db, redis: null, media: storageDown });
      expect(await ready()).toEqual({
        ok: true,
        checks: { database: 'ok', storage: 'fail' },
        degraded: ['storage'],
      });
    } finally {
      await database.close();
    }
  });

  it('stays ready without its database, saying so: the node still serves what it holds', async () => {
    const database = await openTestDatabase();
    await database.close();
    const ready = createReadinessProbe({ db: database.db, redis: null, media: storageUp });
    expect(await ready()).toEqual({
      ok: true,
      checks: { database: 'fail', storage: 'ok' },
      degraded: ['database'],
    });
  });
});
