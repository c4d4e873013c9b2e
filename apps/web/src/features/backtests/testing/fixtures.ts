import type { BacktestSession, BacktestTrade, Goal, TimeLog } from '@carnet/contract';

export const NOT_FOUND = { status: 404, body: { detail: 'Introuvable.' } };

export function aSession(overrides: Partial<BacktestSession> = {}): BacktestSession {
  return {
    id: 7,
    name: 'London breakout',
    instrument: 'EURUSD',
    timeframe: 'M15',
    starting_equity: '10000',
    notes: '',
    created_at: '2026-11-02T08:00:00Z',
    trades_count: 3,
    currency: null,
    metrics: {
      trades_closed: 2,
      trades_total: 3,
      total_pnl: '125.5',
      win_rate: 0.5,
      profit_factor: 2.255,
      max_drawdown_abs: '100',
    },
    ...overrides,
  };
}

export function aTrade(overrides: Partial<BacktestTrade> = {}): BacktestTrade {
  return {
    id: 31,
    session: 7,
    side: 'LONG',
    instrument: 'EURUSD',
    timeframe: 'M15',
    strategy_tag: 'BOS',
    entry_time: '2026-11-03T09:30:00Z',
    entry_price: '1.085',
    qty: '1000',
    stop_loss: '1.08',
    notes: '',
    take_profits: [{ price: '1.095', quantity_to_sell: '1000', order: 0 }],
    pnl_abs: '10',
    r_multiple: 2,
    ...overrides,
  };
}

export function aGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 4,
    label: '10 h de replay',
    target_minutes: 600,
    start_date: '2026-11-01',
    deadline: null,
    status: 'ACTIVE',
    logged_minutes: 90,
    progress: { progress_percent: 15, total_minutes: 90, remaining_minutes: 510 },
    ...overrides,
  };
}

export function aTimeLog(overrides: Partial<TimeLog> = {}): TimeLog {
  return {
    id: 12,
    goal: 4,
    duration_minutes: 90,
    session: 7,
    notes: 'Replay London',
    started_at: '2026-11-03T08:00:00Z',
    ...overrides,
  };
}

/** The first paint of a page with its forms can be slow on a busy two-core machine. */
export const LOADED = { timeout: 5000 } as const;
