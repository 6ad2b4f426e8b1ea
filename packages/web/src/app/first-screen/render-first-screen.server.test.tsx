// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeAd } from '../../test/ads';
import { publicConfig } from '../../test/fixtures';

describe('the first screen on the server, where there is no window (issue 14)', () => {
  it('loads and draws without a browser: no module it reaches touches window when loaded', async () => {
    expect(typeof window).toBe('undefined');
    const { renderFirstScreen } = await import('./render-first-screen');

    expect(renderFirstScreen([makeAd({ title: 'Пионы' })], publicConfig(false)).body).toContain(
      'Пионы',
    );
  });
});
