import { Plus, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ListState } from '../../../components/list-state.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCapitalAccounts } from '../api/list-capital-accounts.ts';
import { CapitalAccountsTable } from '../components/capital-accounts-table.tsx';

const newAccountLink = (
  <Link to={paths.capitalAccounts.new} className={buttonStyles('primary')}>
    <Plus aria-hidden className="size-4" />
    Nouveau compte
  </Link>
);

/** /capital/accounts: simulation, live and challenge accounts with their progress (docs/ui.md). */
export function CapitalAccountsPage() {
  const accounts = useCapitalAccounts();
  return (
    <>
      <PageHeader
        title="Comptes de capital"
        description="Les comptes sur lesquels vos trades sont pris, leurs soldes et leurs objectifs."
        actions={newAccountLink}
      />
      <Card aria-busy={accounts.isPending}>
        <ListState
          items={accounts.data}
          query={accounts}
          icon={Wallet}
          errorTitle="Impossible de charger les comptes de capital"
          empty={{
            title: 'Aucun compte de capital pour l’instant.',
            description: 'Créez un compte de simulation, live ou challenge pour y rattacher vos trades.',
            action: newAccountLink,
          }}
        >
          {(rows) => <CapitalAccountsTable accounts={rows} />}
        </ListState>
      </Card>
    </>
  );
}
