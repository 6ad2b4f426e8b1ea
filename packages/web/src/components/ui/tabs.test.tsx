import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function StatusTabs() {
  const [value, setValue] = useState<'active' | 'archive'>('active');
  return (
    <Tabs
      label="Статус"
      value={value}
      onChange={setValue}
      items={[
        { value: 'active', label: 'Активные', count: 3 },
        { value: 'archive', label: 'Архив', count: 11 },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('selects the tab the user taps and shows the counts', async () => {
    render(<StatusTabs />);

    const archive = screen.getByRole('tab', { name: 'Архив 11' });
    expect(screen.getByRole('tab', { name: 'Активные 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(archive);

    expect(archive).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Статус' })).toBeInTheDocument();
  });
});
