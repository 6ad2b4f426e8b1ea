import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { seedUser } from '../test/fixtures.ts';
import { openTestDatabase } from '../test/test-database.ts';
import {
  seedDecidedDispute,
  seedDeliveredOrders,
  seedTrustedSeller,
} from '../test/trust-fixtures.ts';
import {
  insertRevocation,
  selectTrustCandidates,
  selectTrustFacts,
  selectTrustedSellerIds,
} from './seller-trust.repository.ts';

let handle: DatabaseHandle;
const TRUSTED = 7_292_000_001;
const WON_DISPUTE = 7_292_000_002;
const FOUR_ORDERS = 7_292_000_003;
const REVOKED = 7_292_000_004;
const BUYER = 7_292_000_005;
const MODERATOR = 7_292_000_006;

beforeAll(async () => {
  handle = await openTestDatabase();
  for (const id of [TRUSTED, WON_DISPUTE, FOUR_ORDERS, REVOKED, BUYER])
    await seedUser(handle.db, id);
  await seedTrustedSeller(handle.db, TRUSTED, BUYER);
  const [order] = await seedTrustedSeller(handle.db, WON_DISPUTE, BUYER);
  if (order !== undefined) await seedDecidedDispute(handle.db, order, 'capture');
  await seedDeliveredOrders(handle.db, FOUR_ORDERS, BUYER, [5, 5, 5, 5]);
  await seedTrustedSeller(handle.db, REVOKED, BUYER);
  await insertRevocation(handle.db, REVOKED, MODERATOR);
});
afterAll(() => handle.close());

describe('seller trust facts', () => {
  it('reads delivered orders, the rating, lost disputes and a revocation', async () => {
    const facts = await selectTrustFacts(handle.db, [TRUSTED, REVOKED]);
    expect(facts.get(TRUSTED)).toMatchObject({
      deliveredOrders: 5,
      ratingAverage: 4.8,
      disputesLost: 0,
      revoked: false,
    });
    expect(facts.get(REVOKED)?.revoked).toBe(true);
  });

  it('still trusts a seller whose dispute was decided for them', async () => {
    const trusted = await selectTrustedSellerIds(handle.db, [
      TRUSTED,
      WON_DISPUTE,
      FOUR_ORDERS,
      REVOKED,
    ]);
    expect([...trusted].sort()).toEqual([TRUSTED, WON_DISPUTE]);
  });

  it('offers staff every seller with 5 delivered orders and every revoked one', async () => {
    expect(await selectTrustCandidates(handle.db)).toEqual([TRUSTED, WON_DISPUTE, REVOKED]);
  });

  it('revokes once: a second revoke changes nothing', async () => {
    expect(await insertRevocation(handle.db, REVOKED, MODERATOR)).toBe(false);
  });
});
