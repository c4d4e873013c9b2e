import type { AnalysisDimension } from '@carnet/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DimensionTabs } from './dimension-tabs.tsx';

function Tabs() {
  const [value, setValue] = useState<AnalysisDimension>('grade');
  return (
    <DimensionTabs value={value} onChange={setValue}>
      <p>Tableau {value}</p>
    </DimensionTabs>
  );
}

describe('the dimension tabs (WAI-ARIA tabs)', () => {
  it('lists the twenty-three dimensions in French, the chosen one selected and labelling the panel', () => {
    render(<Tabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(23);
    expect(screen.getByRole('tab', { name: 'Note' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Note' })).toHaveTextContent('Tableau grade');
  });

  it('offers the day’s journal after the trade’s own dimensions (docs/rules/journal.md#analysis)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Tabs />);
    expect(
      screen
        .getAllByRole('tab')
        .slice(16)
        .map((tab) => tab.textContent),
    ).toEqual([
      'Humeur du jour',
      'Énergie du jour',
      'Stress du jour',
      'Sommeil',
      'Plan suivi',
      'Erreurs du jour',
      'Règles du jour',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Sommeil' }));
    expect(screen.getByRole('tabpanel', { name: 'Sommeil' })).toHaveTextContent('Tableau sleep');
  });

  it('moves with the arrows, Home and End, choosing and focusing the tab; Tab enters only the chosen one', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Tabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Note' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Créneau' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Créneau' })).toHaveTextContent('Tableau timing_class');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Règles du jour' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Note' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Règles du jour' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Note' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});
