export const MEDIA_URL_PREFIX = '/media/';

/** Photos never change once written. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
