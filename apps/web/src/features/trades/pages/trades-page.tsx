import { PageUnavailable } from '../../../components/page-unavailable.tsx';

/** /trades, /trades/new, /trades/{id}, /trades/{id}/edit until the trades feature lands. */
export function TradesPage() {
  return (
    <PageUnavailable title="Trades">
      La saisie, la clôture et le suivi des opérations arrivent dans une prochaine version.
    </PageUnavailable>
  );
}
