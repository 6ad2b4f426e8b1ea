import { randomBytes } from 'node:crypto';
import {
  CHAT_DRAFT_LIFETIME_MS,
  CHAT_DRAFT_MESSAGES,
  parseAdCaption,
  type ChatDraft,
} from '@flowers/domain';
import { requireAccess } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import {
  deleteDraft,
  deleteExpiredDrafts,
  findDraft,
  recordAlbumPart,
  selectDraftParts,
  type AlbumPart,
  type ChatDraftPartRow,
} from './chat-drafts.repository.ts';
import { ALBUM_WINDOW_MS, type DraftSettler } from './draft-settle.ts';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const EXPIRED_BATCH = 100;
// The settle runs a moment after the window so the album's last part is surely past it.
const SETTLE_SLACK_MS = 200;

const photosOf = (parts: ChatDraftPartRow[]) =>
  parts.flatMap((part) => (part.variants === null ? [] : [part.variants]));

/** 16 characters of A-Z a-z 0-9: fits `startapp=draft_<id>` and cannot be guessed. */
function newDraftId(): string {
  return Array.from(randomBytes(16), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

export interface ChatDraftsDeps {
  db: Database;
  media: MediaStorage;
  settler: DraftSettler;
  now?: () => Date;
  onSettleError?: (error: unknown) => void;
}

/** Albums sent to the bot, collected into drafts the new-ad form opens (issue 29). */
export function createChatDraftsService(deps: ChatDraftsDeps) {
  const { db, media } = deps;
  const now = deps.now ?? (() => new Date());

  /** The seller's own draft, once it is ready and while it lasts. */
  async function readable(id: string) {
    const draft = await findDraft(db, id);
    if (draft === null || draft.status !== 'ready' || draft.expiresAt <= now()) {
      throw new AppError('not_found', CHAT_DRAFT_MESSAGES.notFound);
    }
    return draft;
  }

  const removeFiles = (keys: string[]) => Promise.allSettled(keys.map((key) => media.remove(key)));

  return {
    /**
     * One message of an album (or a lone photo, or a file) from a seller's chat with the bot.
     * This node looks for due albums once the window has passed; the sweep covers a node that
     * stopped meanwhile.
     */
    async receivePart(part: Omit<AlbumPart, 'newId' | 'expiresAt'>): Promise<void> {
      const id = await recordAlbumPart(db, {
        ...part,
        newId: newDraftId(),
        expiresAt: new Date(now().getTime() + CHAT_DRAFT_LIFETIME_MS),
      });
      if (id === null) return;
      setTimeout(() => {
        deps.settler.settleDue().catch((error: unknown) => deps.onSettleError?.(error));
      }, ALBUM_WINDOW_MS + SETTLE_SLACK_MS).unref();
    },

    /** Albums whose window has passed, answered (the sweep; nodes take them in turns). */
    settleDue: () => deps.settler.settleDue(),

    /** The draft for the new-ad form: its owner's only, while it lasts. */
    async get(viewer: CurrentUser, id: string): Promise<ChatDraft> {
      await requireAccess(db, viewer, 'draft.use', id);
      const draft = await readable(id);
      const fields = parseAdCaption(draft.caption);
      const parts = await selectDraftParts(db, id);
      return {
        id,
        title: fields.title,
        description: fields.description,
        price: fields.price,
        photos: photosOf(parts).map((variants, index) => ({
          card: media.publicUrl(variants.card ?? ''),
          gallery: media.publicUrl(variants.gallery ?? ''),
          file: `/api/drafts/${id}/photos/${String(index)}`,
        })),
        expires_at: draft.expiresAt.toISOString(),
      };
    },

    /**
     * A photo's bytes for the form, which sends them again with the ad: read through our own
     * API, as photos on S3 or a CDN are on another origin the app may not fetch from.
     */
    async photo(viewer: CurrentUser, id: string, index: number): Promise<Buffer> {
      await requireAccess(db, viewer, 'draft.use', id);
      await readable(id);
      const key = photosOf(await selectDraftParts(db, id))[index]?.gallery;
      const bytes = key === undefined ? null : await media.read(key);
      if (bytes === null) throw new AppError('not_found', CHAT_DRAFT_MESSAGES.notFound);
      return bytes;
    },

    /** The form published it (or the seller dropped it): the draft and its photos go. */
    async discard(viewer: CurrentUser, id: string): Promise<void> {
      await requireAccess(db, viewer, 'draft.use', id);
      await readable(id);
      await removeFiles(await deleteDraft(db, id));
    },

    /** Retention: drafts a day old go with their photos, a batch at a time. */
    async sweepExpired(): Promise<number> {
      const { drafts, keys } = await deleteExpiredDrafts(db, now(), EXPIRED_BATCH);
      await removeFiles(keys);
      return drafts;
    },
  };
}

export type ChatDraftsService = ReturnType<typeof createChatDraftsService>;
