import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('the offline banner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says the network is gone while it is, and goes when it returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Нет подключения к интернету. Введённое не пропадёт: повторите, когда связь вернётся.',
    );

    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
