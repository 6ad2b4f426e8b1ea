import { describe, expect, it } from 'vitest';
import { cardPhotoSrcSet } from './ad-card-photo';

describe('cardPhotoSrcSet', () => {
  it('offers a server photo at its card and gallery widths', () => {
    expect(cardPhotoSrcSet('/media/ads/abc-480.webp')).toBe(
      '/media/ads/abc-480.webp 480w, /media/ads/abc-1280.webp 1280w',
    );
  });

  it('leaves a photo of one width as it is', () => {
    expect(cardPhotoSrcSet('https://example.com/rose.jpg')).toBeUndefined();
  });
});
