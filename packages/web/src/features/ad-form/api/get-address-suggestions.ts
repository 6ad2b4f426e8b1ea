import {
  ADDRESS_SUGGEST_MIN_CHARS,
  addressSuggestionsSchema,
  wantsAddressSuggestions,
} from '@flowers/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { addressSuggestionKeys } from '../../../api/query-keys';

const SUGGESTIONS_STALE_MS = 5 * 60_000;

export async function getAddressSuggestions(query: string, signal?: AbortSignal) {
  const body = await call('get', '/api/address/suggest', { query: { q: query }, signal });
  return addressSuggestionsSchema.parse(body).suggestions.map((suggestion) => suggestion.value);
}

export function addressSuggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: addressSuggestionKeys.forQuery(query),
    queryFn: ({ signal }) => getAddressSuggestions(query, signal),
    staleTime: SUGGESTIONS_STALE_MS,
  });
}

export function useAddressSuggestions(query: string) {
  const text = query.trim();
  return useQuery({
    ...addressSuggestionsQueryOptions(text),
    enabled: wantsAddressSuggestions(text, ADDRESS_SUGGEST_MIN_CHARS),
    placeholderData: keepPreviousData,
  });
}
