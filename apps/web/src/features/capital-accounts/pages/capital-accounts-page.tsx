import { PageUnavailable } from '../../../components/page-unavailable.tsx';

/** /capital/accounts, /capital/accounts/new, /capital/accounts/{id} until the feature lands. */
export function CapitalAccountsPage() {
  return (
    <PageUnavailable title="Comptes de capital">
      La gestion des comptes de capital (simulation, live, challenge) arrive dans une prochaine version.
    </PageUnavailable>
  );
}
