import { PageUnavailable } from '../../../components/page-unavailable.tsx';

/** /strategies, /strategies/new, /strategies/{id} until the configurations feature lands. */
export function ConfigurationsPage() {
  return (
    <PageUnavailable title="Configurations">
      La gestion des configurations (setups) et de leurs confirmations arrive dans une prochaine version.
    </PageUnavailable>
  );
}
