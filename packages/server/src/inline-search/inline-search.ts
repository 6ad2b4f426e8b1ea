import { catalogueSearchQuerySchema, effectiveSort, type BotLink } from '@flowers/domain';
import type { InlineQueryResult } from 'grammy/types';
import type { CurrentUser } from '../auth/current-user.ts';
import type { SearchService } from '../search/search.service.ts';
import { adInlineResult } from './ad-inline-result.ts';
import { inlineOffsetFor, readInlineOffset } from './inline-offset.ts';

/** Telegram shows 50 at most; 20 keep the first answer quick. */
export const INLINE_RESULTS_PER_PAGE = 20;
/** Bouquets sell and change: Telegram may reuse an answer this long, for anyone. */
export const INLINE_CACHE_SECONDS = 30;

export interface InlineAnswer {
  results: InlineQueryResult[];
  next_offset: string;
}

const NOTHING: InlineAnswer = { results: [], next_offset: '' };

export function createInlineSearch(deps: { search: SearchService; publicUrl: string }) {
  return {
    async answer(
      from: { id: number; username?: string | undefined },
      text: string,
      offset: string,
      bot: BotLink,
    ): Promise<InlineAnswer> {
      const parsed = catalogueSearchQuerySchema.safeParse({ q: text });
      // Longer than the search field takes: nothing matches, no error to show.
      if (!parsed.success) return NOTHING;
      const q = parsed.data.q;
      const sort = effectiveSort({ q });
      // Anyone may browse the catalogue (spec §6), whether or not they opened the app.
      const viewer: CurrentUser = {
        id: from.id,
        username: from.username ?? null,
        role: 'user',
        blacklisted: false,
        isSuperAdmin: false,
      };
      let cursor: string | undefined;
      if (offset !== '') {
        const position = readInlineOffset(offset, sort);
        if (position === null) return NOTHING;
        const corrected = position.corrected
          ? (await deps.search.search(viewer, { q, limit: 1 })).corrected_q
          : null;
        cursor = position.cursor(corrected) ?? undefined;
        if (cursor === undefined) return NOTHING;
      }
      const page = await deps.search.search(viewer, {
        q,
        limit: INLINE_RESULTS_PER_PAGE,
        ...(cursor !== undefined && { cursor }),
      });
      return {
        results: page.ads.map((ad) => adInlineResult(ad, bot, deps.publicUrl)),
        next_offset: inlineOffsetFor(page.next_cursor, sort),
      };
    },
  };
}

export type InlineSearch = ReturnType<typeof createInlineSearch>;
