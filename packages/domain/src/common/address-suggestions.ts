import { z } from 'zod';

/** GET /api/address/suggest?q=: hints restricted to Moscow and Moscow region (spec §2). */
export const addressSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ value: z.string() })),
});

// spec §2: suggestions start after more than ADDRESS_SUGGEST_MIN_CHARS typed characters.
export function wantsAddressSuggestions(text: string, minChars: number): boolean {
  return text.trim().length > minChars;
}
