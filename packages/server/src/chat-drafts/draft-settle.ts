import { CHAT_DRAFT_MESSAGES, PHOTO_MAX_COUNT, can } from '@flowers/domain';
import type { FastifyBaseLogger } from 'fastify';
import { toCurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { PhotoSource } from '../media/photo-encoding.ts';
import type { StoredPhoto } from '../media/photo-variants.ts';
import { enqueueNotification } from '../notifications/outbox.ts';
import type { OutboxMessage } from '../notifications/outbox-payload.ts';
import { findUser } from '../users/users.repository.ts';
import {
  claimDueDrafts,
  finishDraft,
  postponeDraft,
  selectDraftParts,
  setPartVariants,
  type ChatDraftRow,
} from './chat-drafts.repository.ts';
import type { DownloadTelegramFile } from './telegram-files.ts';

/** Telegram sends an album's messages within a moment. */
export const ALBUM_WINDOW_MS = 1_500;
// A minute covers downloading six photos from Telegram.
const SETTLE_LEASE_MS = 60_000;
const SETTLE_BATCH = 10;
const RETRY_DELAY_MS = 10_000;
const MAX_ATTEMPTS = 5;

export interface DraftSettleDeps {
  db: Database;
  media: MediaStorage;
  superAdminId: number;
  download: DownloadTelegramFile;
  ingestPhoto: (source: PhotoSource) => Promise<StoredPhoto>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

type Verdict = { ready: true; photos: number } | { ready: false; message: OutboxMessage };

const refusal = (text: string, openApp = false): Verdict => ({
  ready: false,
  message: {
    text,
    ...(openApp && {
      buttons: [[{ text: CHAT_DRAFT_MESSAGES.openAppButton, open: { screen: 'my-ads' } }]],
    }),
  },
});

/** Each is answered once, in the transaction that ends it, through the outbox. */
export function createDraftSettler(deps: DraftSettleDeps) {
  const { db } = deps;

  async function verdictFor(draft: ChatDraftRow): Promise<Verdict> {
    const user = await findUser(db, draft.sellerId);
    if (user === null) return refusal(CHAT_DRAFT_MESSAGES.notRegistered, true);
    const seller = toCurrentUser(user, deps.superAdminId);
    if (seller.blacklisted || !can(seller.role, 'sell'))
      return refusal(CHAT_DRAFT_MESSAGES.blocked);
    const parts = await selectDraftParts(db, draft.id);
    const photos = parts.filter((part) => part.kind === 'photo');
    if (photos.length === 0 || photos.length < parts.length) {
      return refusal(CHAT_DRAFT_MESSAGES.notPhoto);
    }
    if (photos.length > PHOTO_MAX_COUNT) return refusal(CHAT_DRAFT_MESSAGES.tooManyPhotos);
    for (const photo of photos) {
      if (photo.variants !== null || photo.fileId === null) continue;
      const stored = await deps.ingestPhoto(await deps.download(photo.fileId));
      await setPartVariants(db, draft.id, photo.messageId, stored.variants);
    }
    return { ready: true, photos: photos.length };
  }

  async function settle(draft: ChatDraftRow): Promise<void> {
    let verdict: Verdict;
    try {
      verdict = await verdictFor(draft);
    } catch (error) {
      if (error instanceof AppError) {
        verdict = refusal(CHAT_DRAFT_MESSAGES.notPhoto);
      } else if (draft.attempts < MAX_ATTEMPTS) {
        deps.log.warn({ err: error, draftId: draft.id }, 'album photos not downloaded, retrying');
        await postponeDraft(db, draft.id, RETRY_DELAY_MS);
        return;
      } else {
        verdict = refusal(CHAT_DRAFT_MESSAGES.photoFailed);
      }
    }
    await db.transaction(async (tx) => {
      if (!(await finishDraft(tx, draft.id, verdict.ready ? 'ready' : 'refused'))) return;
      await enqueueNotification(
        tx,
        draft.sellerId,
        verdict.ready ? 'draft.ready' : 'draft.refused',
        {
          ...(verdict.ready
            ? {
                text: CHAT_DRAFT_MESSAGES.ready(verdict.photos),
                buttons: [
                  [
                    {
                      text: CHAT_DRAFT_MESSAGES.openButton,
                      open: { screen: 'draft', draftId: draft.id },
                    },
                  ],
                ],
              }
            : verdict.message),
          answersUser: true,
        },
      );
    });
  }

  return {
    /** Safe on many nodes at once. */
    async settleDue(): Promise<number> {
      const due = await claimDueDrafts(db, {
        windowMs: ALBUM_WINDOW_MS,
        leaseMs: SETTLE_LEASE_MS,
        limit: SETTLE_BATCH,
      });
      for (const draft of due) await settle(draft);
      return due.length;
    },
  };
}

export type DraftSettler = ReturnType<typeof createDraftSettler>;
