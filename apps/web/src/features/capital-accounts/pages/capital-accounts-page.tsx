import { Plus, RotateCw, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TableSkeleton } from '../../../components/ui/table-skeleton.tsx';
import { useCapitalAccounts } from '../api/list-capital-accounts.ts';
import { CapitalAccountsTable } from '../components/capital-accounts-table.tsx';

const newAccountLink = (
  <Link to={paths.capitalAccounts.new} className={buttonStyles('primary')}>
    <Plus aria-hidden className="size-4" />
    Nouveau compte
  </Link>
);

/** /capital/accounts: simulation, live and challenge accounts with their progress (SPEC §2). */
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
        {accounts.isPending ? (
          <TableSkeleton rows={3} />
        ) : accounts.isError ? (
          <div role="alert">
            <EmptyState
              icon={Wallet}
              title="Impossible de charger les comptes de capital"
              action={
                <Button onClick={() => void accounts.refetch()} isLoading={accounts.isFetching}>
                  <RotateCw aria-hidden className="size-4" />
                  Réessayer
                </Button>
              }
            />
          </div>
        ) : accounts.data.length === 0 ? (
          <EmptyState
            icon={Wallet}
            title="Aucun compte de capital pour l’instant."
            description="Créez un compte de simulation, live ou challenge pour y rattacher vos trades."
            action={newAccountLink}
          />
        ) : (
          <CapitalAccountsTable accounts={accounts.data} />
        )}
      </Card>
    </>
  );
}
