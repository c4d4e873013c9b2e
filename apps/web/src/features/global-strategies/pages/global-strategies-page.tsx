import { PageUnavailable } from '../../../components/page-unavailable.tsx';

/** /global-strategies, /global-strategies/new, /global-strategies/{id} until the feature lands. */
export function GlobalStrategiesPage() {
  return (
    <PageUnavailable title="Stratégies globales">
      La gestion des stratégies globales arrive dans une prochaine version.
    </PageUnavailable>
  );
}
