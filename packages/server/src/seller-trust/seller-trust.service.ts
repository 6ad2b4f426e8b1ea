import {
  SELLER_NOT_FOUND_MESSAGE,
  isTrustedSeller,
  type SellerTrust,
  type TrustedSellerEntry,
  TRUST_REVOKED_TEXT,
  TRUST_RESTORED_TEXT,
} from '@flowers/domain';
import { auditedTransaction } from '../audit/audited-transaction.ts';
import { requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { enqueueNotification } from '../notifications/outbox.ts';
import {
  deleteRevocation,
  insertRevocation,
  selectTrustCandidates,
  selectTrustFacts,
  type SellerTrustRow,
} from './seller-trust.repository.ts';

function entryJson(row: SellerTrustRow): TrustedSellerEntry {
  return {
    seller_id: String(row.sellerId),
    username: row.username,
    delivered_orders: row.deliveredOrders,
    rating: row.ratingAverage,
    disputes_lost: row.disputesLost,
    trusted: isTrustedSeller(row),
    revoked: row.revoked,
  };
}

/** The badge anyone may read, and the staff's revoke and restore, each with an audit entry. */
export function createSellerTrustService(deps: { db: Database }) {
  const { db } = deps;

  async function entryOf(sellerId: number): Promise<TrustedSellerEntry> {
    const row = (await selectTrustFacts(db, [sellerId])).get(sellerId);
    if (row === undefined) throw new AppError('not_found', SELLER_NOT_FOUND_MESSAGE);
    return entryJson(row);
  }

  async function setRevoked(
    staff: CurrentUser,
    sellerId: number,
    revoked: boolean,
  ): Promise<TrustedSellerEntry> {
    await entryOf(sellerId);
    await auditedTransaction(
      db,
      async (tx) => {
        const changed = revoked
          ? await insertRevocation(tx, sellerId, staff.id)
          : await deleteRevocation(tx, sellerId);
        if (changed) {
          await enqueueNotification(
            tx,
            sellerId,
            revoked ? 'seller.trust_revoked' : 'seller.trust_restored',
            {
              text: revoked ? TRUST_REVOKED_TEXT : TRUST_RESTORED_TEXT,
            },
          );
        }
        return changed;
      },
      // A repeated tap changes nothing, so it records nothing.
      (changed) =>
        changed
          ? {
              actorId: staff.id,
              action: revoked ? 'seller.trust_revoke' : 'seller.trust_restore',
              targetType: 'user',
              targetId: String(sellerId),
              details: {},
            }
          : null,
    );
    return entryOf(sellerId);
  }

  return {
    async trust(viewer: CurrentUser, sellerId: number): Promise<SellerTrust> {
      requireRole(viewer, 'seller.read');
      const entry = await entryOf(sellerId);
      return { trusted: entry.trusted };
    },

    /** Every seller who is trusted or whose status staff revoked, for the staff's list. */
    async list(staff: CurrentUser): Promise<TrustedSellerEntry[]> {
      requireRole(staff, 'seller.trust');
      const ids = await selectTrustCandidates(db);
      const facts = await selectTrustFacts(db, ids);
      return ids
        .flatMap((id) => facts.get(id) ?? [])
        .map(entryJson)
        .filter((entry) => entry.trusted || entry.revoked);
    },

    async revoke(staff: CurrentUser, sellerId: number): Promise<TrustedSellerEntry> {
      requireRole(staff, 'seller.trust');
      return setRevoked(staff, sellerId, true);
    },
    async restore(staff: CurrentUser, sellerId: number): Promise<TrustedSellerEntry> {
      requireRole(staff, 'seller.trust');
      return setRevoked(staff, sellerId, false);
    },
  };
}

export type SellerTrustService = ReturnType<typeof createSellerTrustService>;
