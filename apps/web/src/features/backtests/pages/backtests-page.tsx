import { useLocation } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageUnavailable } from '../../../components/page-unavailable.tsx';

/** /backtests/sessions, /backtests/sessions/{id} and /backtests/goals until the backtests feature lands. */
export function BacktestsPage() {
  const { pathname } = useLocation();
  const isGoals = pathname.startsWith(paths.backtests.goals);
  return (
    <PageUnavailable title={isGoals ? 'Objectifs de backtest' : 'Sessions de backtest'}>
      {isGoals
        ? 'Les objectifs de temps de backtest et leurs journaux arrivent dans une prochaine version.'
        : 'Les sessions de backtest, leurs métriques et l’import/export CSV arrivent dans une prochaine version.'}
    </PageUnavailable>
  );
}
