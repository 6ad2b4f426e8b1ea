import {
  ADDRESS_SUGGEST_MIN_CHARS,
  ADDRESS_QUERY_MAX_CHARS,
  ADDRESS_QUERY_TOO_LONG_MESSAGE,
} from '@flowers/domain';
import { requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { AppError } from '../http/app-error.ts';

export interface AddressSuggestion {
  value: string;
}

/** Where suggestions come from: DaData, or the offline list when no key is configured. */
export interface AddressSource {
  /** Null means the source failed: the user gets no suggestions and nothing is cached. */
  suggest(query: string): Promise<AddressSuggestion[] | null>;
}

// DaData refuses longer queries (integrations/dadata.md).
export const ADDRESS_CACHE_TTL_MS = 5 * 60 * 1000;
export const ADDRESS_CACHE_MAX_ENTRIES = 500;

interface CacheEntry {
  expiresAt: number;
  suggestions: AddressSuggestion[];
}

function cacheKey(query: string): string {
  return query.toLowerCase().replace(/\s+/g, ' ');
}

/** Address suggestions for the create-ad form (spec §2 "Create ad"). */
export function createAddressService(deps: { source: AddressSource; now?: () => number }) {
  const now = deps.now ?? Date.now;
  // A Map iterates in insertion order, so re-inserting on a hit makes the first key the LRU one.
  const cache = new Map<string, CacheEntry>();

  function cached(key: string): AddressSuggestion[] | undefined {
    const entry = cache.get(key);
    if (entry === undefined) return undefined;
    cache.delete(key);
    if (entry.expiresAt <= now()) return undefined;
    cache.set(key, entry);
    return entry.suggestions;
  }

  function remember(key: string, suggestions: AddressSuggestion[]): void {
    cache.set(key, { expiresAt: now() + ADDRESS_CACHE_TTL_MS, suggestions });
    if (cache.size > ADDRESS_CACHE_MAX_ENTRIES) {
      const oldest = cache.keys().next();
      if (oldest.done !== true) cache.delete(oldest.value);
    }
  }

  return {
    async suggest(
      caller: CurrentUser,
      rawQuery: string,
    ): Promise<{ suggestions: AddressSuggestion[] }> {
      requireRole(caller, 'address.suggest');
      const query = rawQuery.trim();
      if (query.length > ADDRESS_QUERY_MAX_CHARS) {
        throw new AppError('validation', ADDRESS_QUERY_TOO_LONG_MESSAGE);
      }
      if (query.length <= ADDRESS_SUGGEST_MIN_CHARS) return { suggestions: [] };

      const key = cacheKey(query);
      const hit = cached(key);
      if (hit !== undefined) return { suggestions: hit };

      const suggestions = await deps.source.suggest(query);
      if (suggestions === null) return { suggestions: [] };
      remember(key, suggestions);
      return { suggestions };
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
