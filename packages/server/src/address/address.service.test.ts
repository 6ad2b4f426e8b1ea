import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../auth/current-user.ts';
import { AppError } from '../http/app-error.ts';
import {
  ADDRESS_CACHE_MAX_ENTRIES,
  ADDRESS_CACHE_TTL_MS,
  createAddressService,
  type AddressSuggestion,
} from './address.service.ts';

const SIGNED_IN: CurrentUser = {
  id: 1,
  username: null,
  role: 'user',
  blacklisted: false,
  isSuperAdmin: false,
};

function setUp(
  answer: (query: string) => AddressSuggestion[] | null = (q) => [{ value: `г Москва, ${q}` }],
) {
  let clock = 0;
  const suggest = vi.fn((query: string) => Promise.resolve(answer(query)));
  const service = createAddressService({ source: { suggest }, now: () => clock });
  return {
    service,
    suggest,
    advance(ms: number) {
      clock += ms;
    },
  };
}

describe('address suggestions', () => {
  it('answers nothing for 3 characters or fewer without asking the source (spec §2)', async () => {
    const { service, suggest } = setUp();

    await expect(service.suggest(SIGNED_IN, '  Тве  ')).resolves.toEqual({ suggestions: [] });
    expect(suggest).not.toHaveBeenCalled();
  });

  it('asks the source with the trimmed text once it is longer than 3 characters', async () => {
    const { service, suggest } = setUp();

    await expect(service.suggest(SIGNED_IN, '  Твер ')).resolves.toEqual({
      suggestions: [{ value: 'г Москва, Твер' }],
    });
    expect(suggest).toHaveBeenCalledWith('Твер');
  });

  it('refuses a text longer than 300 characters with a validation error', async () => {
    const { service, suggest } = setUp();

    const failure = service.suggest(SIGNED_IN, 'а'.repeat(301));
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ code: 'validation' });
    expect(suggest).not.toHaveBeenCalled();
  });

  it('accepts exactly 300 characters', async () => {
    const { service, suggest } = setUp();

    await service.suggest(SIGNED_IN, ` ${'а'.repeat(300)} `);
    expect(suggest).toHaveBeenCalledOnce();
  });

  it('answers a repeated text from the cache, ignoring case and extra spaces', async () => {
    const { service, suggest } = setUp();

    await service.suggest(SIGNED_IN, 'Тверская  1');
    await expect(service.suggest(SIGNED_IN, ' тверская 1')).resolves.toEqual({
      suggestions: [{ value: 'г Москва, Тверская  1' }],
    });
    expect(suggest).toHaveBeenCalledOnce();
  });

  it('asks again once the cached answer is 5 minutes old', async () => {
    const { service, suggest, advance } = setUp();

    await service.suggest(SIGNED_IN, 'Тверская');
    advance(ADDRESS_CACHE_TTL_MS);
    await service.suggest(SIGNED_IN, 'Тверская');
    expect(suggest).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failure of the source', async () => {
    const { service, suggest } = setUp(() => null);

    await expect(service.suggest(SIGNED_IN, 'Тверская')).resolves.toEqual({ suggestions: [] });
    await service.suggest(SIGNED_IN, 'Тверская');
    expect(suggest).toHaveBeenCalledTimes(2);
  });

  it('forgets the least recently used text when the cache is full', async () => {
    const { service, suggest } = setUp();

    await service.suggest(SIGNED_IN, 'first');
    for (let i = 1; i < ADDRESS_CACHE_MAX_ENTRIES; i += 1)
      await service.suggest(SIGNED_IN, `text ${i}`);
    await service.suggest(SIGNED_IN, 'first');
    await service.suggest(SIGNED_IN, 'one more');
    expect(suggest).toHaveBeenCalledTimes(ADDRESS_CACHE_MAX_ENTRIES + 1);

    await service.suggest(SIGNED_IN, 'first');
    expect(suggest).toHaveBeenCalledTimes(ADDRESS_CACHE_MAX_ENTRIES + 1);
    await service.suggest(SIGNED_IN, 'text 1');
    expect(suggest).toHaveBeenCalledTimes(ADDRESS_CACHE_MAX_ENTRIES + 2);
  });
});
