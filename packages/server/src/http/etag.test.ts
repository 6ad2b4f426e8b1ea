import { describe, expect, it } from 'vitest';
import { matchesEtag } from './etag.ts';

const ETAG = 'W/"abc"';

describe('matchesEtag', () => {
  it('matches the same tag, weak or strong, anywhere in the list', () => {
    expect(matchesEtag('W/"abc"', ETAG)).toBe(true);
    expect(matchesEtag('"abc"', ETAG)).toBe(true);
    expect(matchesEtag('"old", W/"abc"', ETAG)).toBe(true);
  });

  it('matches any tag for *', () => {
    expect(matchesEtag('*', ETAG)).toBe(true);
  });

  it('does not match another tag or a missing header', () => {
    expect(matchesEtag('W/"abd"', ETAG)).toBe(false);
    expect(matchesEtag(undefined, ETAG)).toBe(false);
  });
});
