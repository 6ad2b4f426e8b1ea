import { FORBIDDEN_MESSAGE } from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../auth/current-user.ts';
import { AppError } from '../http/app-error.ts';
import { callerOf, seedUser } from '../test/fixtures.ts';
import { TEST_CARD_KEY_HEX, buildTestApp, type TestApp } from '../test/test-app.ts';
import { encryptCardNumber } from './card-cipher.ts';
import { upsertPaymentInfo } from './payment-info.repository.ts';
import { revealCardNumbers } from './seller-card.ts';

const SELLER = 8_600_000_001;
const CARD = '2200770239097761';
const cardKey = Buffer.from(TEST_CARD_KEY_HEX, 'hex');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER);
  await upsertPaymentInfo(t.db, SELLER, {
    fullName: 'Иванова Анна Сергеевна',
    cardNumberEncrypted: encryptCardNumber(cardKey, SELLER, CARD),
    cardLast4: CARD.slice(-4),
    updatedAt: new Date(),
  });
});
afterAll(() => t.close());

const reveal = (who: CurrentUser) => revealCardNumbers({ db: t.db, cardKey }, who, [SELLER]);

describe("a seller's full card number", () => {
  it('is shown to the seller and to an admin', async () => {
    expect((await reveal(callerOf(SELLER, 'user'))).get(SELLER)).toBe(CARD);
    expect((await reveal(callerOf(8_600_000_002, 'admin'))).get(SELLER)).toBe(CARD);
  });

  it('is refused to a moderator and to another user, with «Недостаточно прав»', async () => {
    for (const who of [callerOf(8_600_000_003, 'moderator'), callerOf(8_600_000_004, 'user')]) {
      await expect(reveal(who)).rejects.toEqual(new AppError('forbidden', FORBIDDEN_MESSAGE));
    }
  });
});
