import { describe, expect, it } from 'vitest';
import { AD_CREATION_FALLBACK_MESSAGE, adCreationFailureMessage } from './ad-creation-failure';

describe('ad creation failure message (spec §8)', () => {
  it('prefers the body’s detail and appends the HTTP status', () => {
    const body = { detail: 'Фото повреждено', error: 'Bad Request' };
    expect(adCreationFailureMessage({ status: 400, body, message: 'x' })).toBe(
      'Фото повреждено (HTTP 400)',
    );
  });

  it('uses the error field next', () => {
    const body = { error: 'Ваша учётная запись заблокирована' };
    expect(adCreationFailureMessage({ status: 403, body })).toBe(
      'Ваша учётная запись заблокирована (HTTP 403)',
    );
  });

  it('shows a raw text body, or the JSON of any other body', () => {
    expect(adCreationFailureMessage({ status: 502, body: 'upstream down' })).toBe(
      'upstream down (HTTP 502)',
    );
    expect(adCreationFailureMessage({ status: 500, body: { code: 1 } })).toBe(
      '{"code":1} (HTTP 500)',
    );
  });

  it('falls back to the message without a status when no answer came', () => {
    expect(adCreationFailureMessage({ message: 'Network request failed' })).toBe(
      'Network request failed',
    );
  });

  it('uses the spec’s fallback when there is nothing to show', () => {
    expect(adCreationFailureMessage({ body: '', message: '' })).toBe(AD_CREATION_FALLBACK_MESSAGE);
  });
});
