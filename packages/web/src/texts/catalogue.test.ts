import { describe, expect, it } from 'vitest';
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
