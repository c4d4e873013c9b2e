/** Every backtest query lives under one root, so a change can refresh exactly what it affects. */
export const backtestKeys = {
  all: ['backtests'] as const,
  sessions: () => [...backtestKeys.all, 'sessions'] as const,
  session: (id: number) => [...backtestKeys.sessions(), id] as const,
  sessionTrades: (id: number) => [...backtestKeys.session(id), 'trades'] as const,
  goals: () => [...backtestKeys.all, 'goals'] as const,
  activeGoal: () => [...backtestKeys.goals(), 'active'] as const,
  timeLogs: (goalId: number) => [...backtestKeys.all, 'time-logs', goalId] as const,
};
