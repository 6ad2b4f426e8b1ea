import {
  supplierName,
  type PaymentInfo,
  type PaymentInfoResponse,
  USER_NOT_FOUND_MESSAGE,
} from '@flowers/domain';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditedTransaction } from '../audit/audited-transaction.ts';
import { requireAccess } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { findUser } from '../users/users.repository.ts';
import { encryptCardNumber } from './card-cipher.ts';
import { findPaymentInfo, upsertPaymentInfo } from './payment-info.repository.ts';
import { revealCardNumbers } from './seller-card.ts';
import { findTaxDetails, upsertTaxDetails } from './tax-details.repository.ts';

const EMPTY: PaymentInfoResponse = {
  full_name: null,
  bank_card_number: null,
  inn: null,
  tax_status: null,
};

// spec §2 "Payment information": owner and admins only; an admin's look is audited.
export function createPaymentInfoService(deps: { db: Database; cardKey: Buffer }) {
  const { db, cardKey } = deps;

  async function assertExists(viewer: CurrentUser, userId: number): Promise<void> {
    if (viewer.id !== userId && (await findUser(db, userId)) === null) {
      throw new AppError('not_found', USER_NOT_FOUND_MESSAGE);
    }
  }

  async function read(viewer: CurrentUser, userId: number): Promise<PaymentInfoResponse> {
    const [row, tax, cards] = await Promise.all([
      findPaymentInfo(db, userId),
      findTaxDetails(db, userId),
      revealCardNumbers(deps, viewer, [userId]),
    ]);
    const taxFields = { inn: tax?.inn ?? null, tax_status: tax?.taxStatus ?? null };
    if (row === null) return { ...EMPTY, ...taxFields };
    return {
      full_name: row.fullName,
      bank_card_number: cards.get(userId) ?? null,
      ...taxFields,
    };
  }

  return {
    async get(viewer: CurrentUser, userId: number): Promise<PaymentInfoResponse> {
      await requireAccess(db, viewer, 'paymentInfo.read', userId);
      await assertExists(viewer, userId);
      if (viewer.id !== userId) {
        await recordAudit(db, {
          actorId: viewer.id,
          action: 'payment_info.view',
          targetType: 'user',
          targetId: userId,
        });
      }
      return read(viewer, userId);
    },

    async put(
      viewer: CurrentUser,
      userId: number,
      input: PaymentInfo,
    ): Promise<PaymentInfoResponse> {
      await requireAccess(db, viewer, 'paymentInfo.write', userId);
      await assertExists(viewer, userId);
      const values = {
        fullName: input.fullName,
        cardNumberEncrypted: encryptCardNumber(cardKey, userId, input.bankCardNumber),
        cardLast4: input.bankCardNumber.slice(-4),
        updatedAt: new Date(),
      };
      // An owner's own change is theirs to make; an admin's is recorded.
      const { inn, taxStatus } = input;
      await auditedTransaction(
        db,
        async (tx) => {
          await upsertPaymentInfo(tx, userId, values);
          // Left out, the tax details stay as they were: a receipt never loses its supplier.
          if (inn !== undefined && taxStatus !== undefined) {
            const name = supplierName(input.fullName, taxStatus);
            await upsertTaxDetails(tx, userId, { inn, taxStatus, supplierName: name }, new Date());
          }
        },
        () =>
          viewer.id === userId
            ? null
            : {
                actorId: viewer.id,
                action: 'payment_info.update',
                targetType: 'user',
                targetId: userId,
                details: { cardLast4: values.cardLast4 },
              },
      );
      return read(viewer, userId);
    },
  };
}

export type PaymentInfoService = ReturnType<typeof createPaymentInfoService>;
