import { describe, expect, it } from 'vitest';
import { deleteRequestQuestion, moderationCountText } from './ads';
import { newAdToastText, updatesBannerText } from './catalogue';

describe('live update texts (spec §4 "Live updates")', () => {
  it('toasts «Новый букет: {title}»', () => {
    expect(newAdToastText('Розы')).toBe('Новый букет: Розы');
  });

  it('announces one update as «Появился новый букет!»', () => {
    expect(updatesBannerText(1)).toBe('Появился новый букет!');
  });

  it('announces N updates as «Появились N обновлений!»', () => {
    expect(updatesBannerText(3)).toBe('Появились 3 обновлений!');
  });
});

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
