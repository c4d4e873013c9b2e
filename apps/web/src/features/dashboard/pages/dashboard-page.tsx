import { PageUnavailable } from '../../../components/page-unavailable.tsx';

/** /app (SPEC §2 « Opérations »): statistics and charts arrive with the dashboard feature. */
export function DashboardPage() {
  return (
    <PageUnavailable title="Opérations">
      Les statistiques, la courbe d’équité et la liste des opérations arrivent dans une prochaine version.
    </PageUnavailable>
  );
}
