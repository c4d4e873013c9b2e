import type { CapitalAccount } from '@carnet/contract';

/** A live account with 250 won over its start, as the trades and imports pages list it; `overrides` adjust it. */
export function anAccount(overrides: Partial<CapitalAccount> = {}): CapitalAccount {
  return {
    id: 9,
    name: 'Compte live',
    mode: 'LIVE',
    currency: 'USD',
    starting_balance: '10000',
    current_balance: '10250',
    target_balance: null,
    start_date: null,
    target_date: null,
    is_active: true,
    notes: null,
    progress_pct: null,
    trades_count: 3,
    ...overrides,
  };
}
