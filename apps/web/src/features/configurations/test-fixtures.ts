import type { Configuration, GlobalStrategy } from '@carnet/contract';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const swing: GlobalStrategy = { id: 1, name: 'Swing', description: '', active: true };
export const scalping: GlobalStrategy = { id: 2, name: 'Scalping', description: '', active: true };

/** A stored configuration as the server returns it. */
export function storedConfiguration(overrides: Partial<Configuration> = {}): Configuration {
  return {
    id: 7,
    name: 'Cassure londonienne',
    description: '<p>Attendre la <strong>cassure</strong>.</p>',
    active: true,
    timezone: 'Europe/Paris',
    parent_strategy: 2,
    timing_preferred: [
      { time: '09:00', tolerance_min: 15, days: [1, 2, 3] },
      { time: '15:30', tolerance_min: 5, days: [4] },
    ],
    timing_secondary: [{ time: '11:00', tolerance_min: 10 }],
    secondary_min_score_pct: 80,
    timing_multipliers: { preferred: 1, secondary: 0.5 },
    grade_bands: [
      { grade: 'A', min: 80, risk_pct: 1 },
      { grade: 'B', min: 0, risk_pct: 0.5 },
    ],
    confirmations: [
      { key: 'LTF_BOS', label: 'BOS LTF', level: 'LTF', mandatory: true, weight: 1, order: 1 },
      { key: 'HTF_ZONE', label: 'Zone HTF', level: 'HTF', mandatory: true, weight: 2, order: 0 },
    ],
    types: [{ id: 31, description: 'Continuation' }],
    screenshots: [],
    ...overrides,
  };
}

/**
 * A button by its accessible name. `hidden: true` skips jsdom's visibility walk, which costs seconds on a form
 * this size; nothing in it is hidden but the closed time-zone list.
 */
export function button(name: string | RegExp): HTMLElement {
  return screen.getByRole('button', { name, hidden: true });
}

/** Replaces an input's text in one paste: typing key by key in a form this size is slow under jsdom. */
export async function fill(user: UserEvent, label: string, text: string): Promise<void> {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text !== '') await user.paste(text);
}
