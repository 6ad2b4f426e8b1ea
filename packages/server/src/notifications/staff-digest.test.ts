import { describe, expect, it } from 'vitest';
import { staffDigestMessage } from './staff-digest.ts';

describe('the staff chat digest', () => {
  it.each([
    [1, '🆕 1 объявление ждёт модерации'],
    [3, '🆕 3 объявления ждут модерации'],
    [12, '🆕 12 объявлений ждут модерации'],
    [21, '🆕 21 объявление ждёт модерации'],
    [111, '🆕 111 объявлений ждут модерации'],
  ])('says %i as «%s»', (count, text) => {
    expect(staffDigestMessage(count).text).toBe(text);
  });
});
