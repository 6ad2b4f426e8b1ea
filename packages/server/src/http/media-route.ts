/** The path under which browsers load photos, from disk or a CDN in front of S3. */
export const MEDIA_URL_PREFIX = '/media/';

/** Photos never change once written, so browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
