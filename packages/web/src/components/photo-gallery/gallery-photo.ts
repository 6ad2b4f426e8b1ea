import type { Ad } from '@flowers/domain';

export interface GalleryPhoto {
  src: string;
  thumb: string;
}

/** Ads from before the size variants only have image_urls. */
export function galleryPhotos(ad: Pick<Ad, 'photos' | 'image_urls'>): GalleryPhoto[] {
  if (ad.photos && ad.photos.length > 0) {
    return ad.photos.map((photo) => ({ src: photo.gallery, thumb: photo.card }));
  }
  return ad.image_urls.map((url) => ({ src: url, thumb: url }));
}
