import { z } from 'zod';

export const addressSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ value: z.string() })),
});

export function wantsAddressSuggestions(text: string, minChars: number): boolean {
  return text.trim().length > minChars;
}
