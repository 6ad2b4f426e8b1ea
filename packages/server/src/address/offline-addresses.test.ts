import { ADDRESS_PATTERN, isMoscowAddress } from '@flowers/domain';
import { describe, expect, it } from 'vitest';
import { OFFLINE_ADDRESSES, suggestOffline } from './offline-addresses.ts';

const values = (query: string) => suggestOffline(query).map((s) => s.value);

describe('offline address list', () => {
  it('holds Moscow districts and Moscow region towns', () => {
    expect(OFFLINE_ADDRESSES.length).toBeGreaterThan(100);
    expect(OFFLINE_ADDRESSES).toContain('г Москва, р-н Хамовники');
    expect(OFFLINE_ADDRESSES).toContain('Московская обл, г Химки');
    expect(new Set(OFFLINE_ADDRESSES).size).toBe(OFFLINE_ADDRESSES.length);
  });

  it('only holds addresses the checkout accepts (Moscow or Moscow region, allowed characters)', () => {
    for (const address of OFFLINE_ADDRESSES) {
      expect(isMoscowAddress(address), address).toBe(true);
      expect(ADDRESS_PATTERN.test(address), address).toBe(true);
    }
  });

  it('finds Химки for «химк»', () => {
    expect(values('химк')).toEqual(['Московская обл, г Химки']);
  });

  it('finds Хамовники for «хамов»', () => {
    expect(values('хамов')).toEqual(['г Москва, р-н Хамовники']);
  });

  it('matches any word of a name, ignoring case', () => {
    expect(values('ТУШИНО')).toEqual([
      'г Москва, р-н Северное Тушино',
      'г Москва, р-н Южное Тушино',
    ]);
    expect(values('борисово южн')).toEqual(['г Москва, р-н Орехово-Борисово Южное']);
  });

  it('folds ё to е both ways', () => {
    expect(values('королев')).toEqual(['Московская обл, г Королёв']);
    expect(values('тёплый')).toEqual(['г Москва, р-н Тёплый Стан']);
  });

  it('matches word starts only', () => {
    expect(values('овники')).toEqual([]);
  });

  it('answers at most 10', () => {
    expect(values('москва')).toHaveLength(10);
  });

  it('answers nothing for punctuation alone', () => {
    expect(values(' ,.- ')).toEqual([]);
  });
});
