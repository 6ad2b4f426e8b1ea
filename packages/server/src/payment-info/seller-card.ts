import type { CurrentUser } from '../auth/current-user.ts';
import { requireAccess } from '../access/require-access.ts';
import type { Database } from '../db/database.ts';
import { decryptCardNumber } from './card-cipher.ts';
import { selectEncryptedCardNumbers } from './payment-info.repository.ts';

// The one path to sellers' full card numbers (issue 23): `card.reveal` on each seller first.
export async function revealCardNumbers(
  deps: { db: Database; cardKey: Buffer },
  caller: CurrentUser,
  sellerIds: readonly number[],
): Promise<Map<number, string>> {
  for (const sellerId of sellerIds) await requireAccess(deps.db, caller, 'card.reveal', sellerId);
  const rows = await selectEncryptedCardNumbers(deps.db, sellerIds);
  return new Map(
    rows.map((row) => [
      row.userId,
      decryptCardNumber(deps.cardKey, row.userId, row.cardNumberEncrypted),
    ]),
  );
}
