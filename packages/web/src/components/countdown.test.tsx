import { AD_LIFETIME_MS } from '@flowers/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

afterEach(() => {
  vi.useRealTimers();
});

describe('countdown (spec §4)', () => {
  it('counts down every second under «Осталось до удаления:»', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    const created = new Date(Date.now() - AD_LIFETIME_MS + 62_000).toISOString();
    render(<Countdown createdAt={created} />);

    expect(screen.getByText('Осталось до удаления:', { exact: false })).toHaveTextContent(
      'Осталось до удаления: 1м 2с',
    );
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('59с')).toBeInTheDocument();
  });

  it('shows «Истекло» in the error colour at zero', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
    const created = new Date(Date.now() - AD_LIFETIME_MS - 1).toISOString();
    render(<Countdown createdAt={created} />);

    expect(screen.getByText('Истекло')).toHaveStyle({ color: 'var(--ui-destructive)' });
  });
});
