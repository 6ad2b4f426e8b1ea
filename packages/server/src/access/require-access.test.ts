import {
  AD_NOT_FOUND_MESSAGE,
  FORBIDDEN_MESSAGE,
  NOT_YOUR_ORDER_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
} from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { callerOf, seedAd, seedUser } from '../test/fixtures.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { requireAccess, requireRole } from './require-access.ts';

const SELLER = 8_700_000_001;
const BUYER = 8_700_000_002;
const STRANGER = 8_700_000_003;
const MODERATOR = 8_700_000_004;
const MISSING = 2_000_000_000;

let t: TestApp;
let listedAd: number;
let hiddenAd: number;
let order: number;
let deletedOrder: number;
beforeAll(async () => {
  t = await buildTestApp();
  for (const id of [SELLER, BUYER, STRANGER]) await seedUser(t.db, id);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  listedAd = await seedAd(t.db, { ownerId: SELLER, status: 'new' });
  hiddenAd = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
  order = await seedOrder(t.db, { adId: listedAd, buyerId: BUYER, status: 'paid' });
  deletedOrder = await seedOrder(t.db, { adId: hiddenAd, buyerId: BUYER, status: 'deleted' });
});
afterAll(() => t.close());

const refusal = (code: 'forbidden' | 'not_found', message: string) => new AppError(code, message);

describe('requireAccess on an order', () => {
  it('lets its buyer, its seller and staff read it, each with the grant they hold', async () => {
    expect([...(await requireAccess(t.db, callerOf(BUYER), 'order.read', order))]).toEqual([
      'buyer',
    ]);
    expect([...(await requireAccess(t.db, callerOf(SELLER), 'order.read', order))]).toEqual([
      'seller',
    ]);
    expect([
      ...(await requireAccess(t.db, callerOf(MODERATOR, 'moderator'), 'order.read', order)),
    ]).toEqual(['allOrders']);
  });

  it('refuses a stranger with «Недостаточно прав»', async () => {
    await expect(requireAccess(t.db, callerOf(STRANGER), 'order.read', order)).rejects.toEqual(
      refusal('forbidden', FORBIDDEN_MESSAGE),
    );
  });

  it('answers the permission’s own text: «Это не ваш заказ» to a seller answering for the buyer', async () => {
    await expect(
      requireAccess(t.db, callerOf(SELLER), 'order.answerReceipt', order),
    ).rejects.toEqual(refusal('forbidden', NOT_YOUR_ORDER_MESSAGE));
  });

  it('hides a deleted order from its buyer, not from staff', async () => {
    await expect(requireAccess(t.db, callerOf(BUYER), 'order.read', deletedOrder)).rejects.toEqual(
      refusal('not_found', ORDER_NOT_FOUND_MESSAGE),
    );
    await expect(
      requireAccess(t.db, callerOf(MODERATOR, 'moderator'), 'order.read', deletedOrder),
    ).resolves.toBeDefined();
  });
});

describe('requireAccess on an ad', () => {
  it('shows a listed ad to anyone, a hidden one only to its owner and staff', async () => {
    expect([...(await requireAccess(t.db, callerOf(STRANGER), 'ad.read', listedAd))]).toEqual([
      'listed',
    ]);
    expect([...(await requireAccess(t.db, callerOf(SELLER), 'ad.read', hiddenAd))]).toEqual([
      'owner',
    ]);
    await expect(requireAccess(t.db, callerOf(STRANGER), 'ad.read', hiddenAd)).rejects.toEqual(
      refusal('not_found', AD_NOT_FOUND_MESSAGE),
    );
  });

  it('refuses a staff-only action before reading the record, so a missing ad is not revealed', async () => {
    await expect(
      requireAccess(t.db, callerOf(STRANGER), 'ad.adminDelete', MISSING),
    ).rejects.toEqual(refusal('forbidden', FORBIDDEN_MESSAGE));
    await expect(
      requireAccess(t.db, callerOf(MODERATOR, 'moderator'), 'ad.adminDelete', MISSING),
    ).rejects.toEqual(refusal('not_found', AD_NOT_FOUND_MESSAGE));
  });
});

describe('requireAccess on a person', () => {
  it('lets a user at their own favourites and staff look at anyone’s', async () => {
    expect([...(await requireAccess(t.db, callerOf(BUYER), 'favorites.read', BUYER))]).toEqual([
      'self',
    ]);
    await expect(
      requireAccess(t.db, callerOf(MODERATOR, 'moderator'), 'favorites.read', BUYER),
    ).resolves.toBeDefined();
    await expect(requireAccess(t.db, callerOf(STRANGER), 'favorites.read', BUYER)).rejects.toEqual(
      refusal('forbidden', FORBIDDEN_MESSAGE),
    );
  });
});

describe('requireRole', () => {
  it('lets every signed-in user at their own data and only staff at the queues', () => {
    expect([...requireRole(callerOf(STRANGER), 'order.listOwn')]).toEqual(['signedIn']);
    expect(() => requireRole(callerOf(STRANGER), 'ad.moderate')).toThrow(
      refusal('forbidden', FORBIDDEN_MESSAGE),
    );
    expect(() => requireRole(callerOf(MODERATOR, 'moderator'), 'payout.send')).toThrow(
      refusal('forbidden', FORBIDDEN_MESSAGE),
    );
  });
});
