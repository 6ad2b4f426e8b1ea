import { describe, expect, it } from 'vitest';
import { ADDRESS_SUGGEST_MIN_CHARS } from './constants';
import { addressSuggestionsSchema, wantsAddressSuggestions } from './address-suggestions';

describe('address suggestions (spec §2 "Create ad")', () => {
  it('reads { suggestions: [{ value }] }', () => {
    const body = { suggestions: [{ value: 'г Москва, ул Тверская' }] };
    expect(addressSuggestionsSchema.parse(body)).toEqual(body);
  });

  it('asks only after more than 3 characters, spaces aside', () => {
    expect(wantsAddressSuggestions('Тве', ADDRESS_SUGGEST_MIN_CHARS)).toBe(false);
    expect(wantsAddressSuggestions('  Тве  ', ADDRESS_SUGGEST_MIN_CHARS)).toBe(false);
    expect(wantsAddressSuggestions('Твер', ADDRESS_SUGGEST_MIN_CHARS)).toBe(true);
  });
});
