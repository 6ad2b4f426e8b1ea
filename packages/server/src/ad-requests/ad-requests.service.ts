import {
  AD_PAGE_ADS,
  priceWithCommission,
  type AdAction,
  type DeleteRequest,
  type DeleteRequestPage,
  type EditAd,
  type EditRequest,
  type EditRequestPage,
  AD_NOT_FOUND_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
  REQUEST_DECIDED_MESSAGE,
  REQUEST_OF_OTHER_AD_MESSAGE,
  NO_PENDING_DELETE_MESSAGE,
} from '@flowers/domain';
import { auditedTransaction } from '../audit/audited-transaction.ts';
import { announceModerationCount, createAdAnnouncer } from '../ads/ad-events.ts';
import { nextCursorOf, pageKeyOf } from '../ads/ad-page-cursor.ts';
import { applyAdTransition } from '../ads/ad-transition.ts';
import { findAdRow, type AppliedTransition } from '../ads/ads.repository.ts';
import { requireAccess, requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import {
  notifyRequestDecided,
  notifyStaffDecided,
  notifyStaffRequest,
} from '../ads/ad-notifications.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import {
  decideRequest,
  findPendingDeleteRequestId,
  insertAdRequest,
  lockPendingRequest,
  selectLatestEditRequests,
  selectPendingDeleteRequestBatch,
  selectPendingDeleteRequests,
  selectPendingEditRequestBatch,
  type AdRequestRow,
} from './ad-requests.repository.ts';

const DECISIONS: Record<'edit' | 'delete', { approve: AdAction; reject: AdAction }> = {
  edit: { approve: 'approveEdit', reject: 'rejectEdit' },
  delete: { approve: 'approveDelete', reject: 'rejectDelete' },
};

/** Owners' edit and delete requests, and the moderators' decisions on them (spec §4). */
export function createAdRequestsService(deps: {
  db: Database;
  media: MediaStorage;
  publisher: LivePublisher;
}) {
  const { db, media, publisher } = deps;

  const announceAd = createAdAnnouncer(deps);
  async function announce(transition: AppliedTransition): Promise<void> {
    await announceAd(transition);
    await announceModerationCount(db, publisher);
  }

  async function decide(
    staff: CurrentUser,
    requestId: number,
    approve: boolean,
    expectedAdId?: number,
  ): Promise<void> {
    const transition = await auditedTransaction(
      db,
      async (tx) => {
        const request = await lockPendingRequest(tx, requestId);
        if (request === null) throw new AppError('not_found', REQUEST_NOT_FOUND_MESSAGE);
        if (request === 'decided') throw new AppError('conflict', REQUEST_DECIDED_MESSAGE);
        if (expectedAdId !== undefined && expectedAdId !== request.adId) {
          throw new AppError('validation', REQUEST_OF_OTHER_AD_MESSAGE);
        }
        const type = request.type === 'delete' ? 'delete' : 'edit';
        const action = approve ? DECISIONS[type].approve : DECISIONS[type].reject;
        const applied = await applyAdTransition(
          tx,
          request.adId,
          action,
          approve ? newValues(request) : {},
        );
        await decideRequest(tx, request.id, approve, staff.id);
        await notifyRequestDecided(tx, applied.row, type, approve);
        await notifyStaffDecided(tx, { request: request.id }, staff, { approved: approve });
        return { applied, request: { id: request.id, adId: request.adId, type } };
      },
      ({ request }) => ({
        actorId: staff.id,
        action: `ad_request.${approve ? 'approve' : 'reject'}`,
        targetType: 'ad_request',
        targetId: request.id,
        details: { adId: request.adId, type: request.type },
      }),
    );
    await announce(transition.applied);
  }

  return {
    async requestEdit(owner: CurrentUser, adId: number, edit: EditAd): Promise<void> {
      await requireAccess(db, owner, 'ad.requestChange', adId);
      const transition = await db.transaction(async (tx) => {
        const applied = await applyAdTransition(tx, adId, 'requestEdit');
        const requestId = await insertAdRequest(tx, {
          adId,
          userId: owner.id,
          type: 'edit',
          newTitle: edit.title,
          newDescription: edit.description ?? null,
          newOriginalPrice: edit.price,
          newPrice: priceWithCommission(edit.price),
        });
        await notifyStaffRequest(tx, requestId, applied.row, {
          type: 'edit',
          title: edit.title,
          originalPrice: edit.price,
        });
        return applied;
      });
      await announce(transition);
    },

    async requestDelete(owner: CurrentUser, adId: number): Promise<void> {
      await requireAccess(db, owner, 'ad.requestChange', adId);
      const transition = await db.transaction(async (tx) => {
        const applied = await applyAdTransition(tx, adId, 'requestDelete');
        const requestId = await insertAdRequest(tx, { adId, userId: owner.id, type: 'delete' });
        await notifyStaffRequest(tx, requestId, applied.row, { type: 'delete' });
        return applied;
      });
      await announce(transition);
    },

    async editRequests(staff: CurrentUser): Promise<EditRequest[]> {
      requireRole(staff, 'ad.moderate');
      return selectLatestEditRequests(db, media);
    },

    async deleteRequests(staff: CurrentUser): Promise<DeleteRequest[]> {
      requireRole(staff, 'ad.moderate');
      return selectPendingDeleteRequests(db, media);
    },

    /** The undecided edit requests a page at a time, for a long queue. */
    async editRequestsPage(
      staff: CurrentUser,
      cursor: string | undefined,
    ): Promise<EditRequestPage> {
      requireRole(staff, 'ad.moderate');
      const page = await selectPendingEditRequestBatch(db, media, pageKeyOf(cursor), AD_PAGE_ADS);
      return { requests: page.requests, next_cursor: nextCursorOf(page.next) };
    },

    async deleteRequestsPage(
      staff: CurrentUser,
      cursor: string | undefined,
    ): Promise<DeleteRequestPage> {
      requireRole(staff, 'ad.moderate');
      const page = await selectPendingDeleteRequestBatch(db, media, pageKeyOf(cursor), AD_PAGE_ADS);
      return { requests: page.requests, next_cursor: nextCursorOf(page.next) };
    },

    async approve(staff: CurrentUser, requestId: number, adId?: number): Promise<void> {
      requireRole(staff, 'ad.moderate');
      await decide(staff, requestId, true, adId);
    },

    async reject(staff: CurrentUser, requestId: number): Promise<void> {
      requireRole(staff, 'ad.moderate');
      await decide(staff, requestId, false);
    },

    /** POST /api/moderate-ad-cancel-delete: refuses the pending delete request of an ad. */
    async cancelDelete(staff: CurrentUser, adId: number): Promise<void> {
      requireRole(staff, 'ad.moderate');
      const requestId = await findPendingDeleteRequestId(db, adId);
      if (requestId === null) {
        if ((await findAdRow(db, adId)) === null)
          throw new AppError('not_found', AD_NOT_FOUND_MESSAGE);
        throw new AppError('conflict', NO_PENDING_DELETE_MESSAGE);
      }
      await decide(staff, requestId, false);
    },
  };
}

function newValues(request: AdRequestRow) {
  if (request.type !== 'edit') return {};
  return {
    ...(request.newTitle !== null && { title: request.newTitle }),
    description: request.newDescription,
    ...(request.newOriginalPrice !== null &&
      request.newPrice !== null && {
        originalPrice: request.newOriginalPrice,
        price: request.newPrice,
      }),
  };
}

export type AdRequestsService = ReturnType<typeof createAdRequestsService>;
