import { describe, expect, it } from 'vitest';
import { deleteRequestQuestion, moderationCountText } from './ads';

describe('seller texts (spec §2)', () => {
  it('names the ad in the deletion question', () => {
    expect(deleteRequestQuestion('Розы')).toBe('Удалить объявление «Розы»?');
  });
});

describe('moderation texts (spec §2)', () => {
  it('counts the ads waiting as «На модерации: N»', () => {
    expect(moderationCountText(3)).toBe('На модерации: 3');
  });
});
