import type { QueryClient } from '@tanstack/react-query';

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

/** A trade added, deleted or imported changes the session's metrics and its trades, and the list's figures. */
export async function invalidateSession(queryClient: QueryClient, sessionId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: backtestKeys.session(sessionId) }),
    queryClient.invalidateQueries({ queryKey: backtestKeys.sessions(), exact: true }),
  ]);
}
