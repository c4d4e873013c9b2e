import { Info } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths.ts';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRouteId } from '../../../lib/route-params.ts';
import { useCapitalAccount } from '../api/get-capital-account.ts';
import { BalanceAdjustmentsCard } from '../components/balance-adjustments-card.tsx';
import { CapitalAccountForm } from '../components/capital-account-form.tsx';
import { ChallengePanel } from '../components/challenge-panel.tsx';
import { StatementCheckPanel } from '../components/statement-check-panel.tsx';

/** /capital/accounts/new and /capital/accounts/{id}. */
export function CapitalAccountPage() {
  const navigate = useNavigate();
  const id = useRouteId();
  const isValidId = id === null || Number.isInteger(id);
  const account = useCapitalAccount(isValidId ? id : null);
  const hasFailed = !isValidId || account.isError;

  // docs/ui.md#errors: « Impossible de charger le compte », then back to the list.
  useEffect(() => {
    if (!hasFailed) return;
    toast.error('Impossible de charger le compte');
    void navigate(paths.capitalAccounts.list, { replace: true });
  }, [hasFailed, navigate]);

  if (id === null) {
    return (
      <>
        <PageHeader title="Nouveau compte de capital" />
        <CapitalAccountForm account={null} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={account.data?.name ?? 'Compte de capital'} description="Compte de capital" />
      {account.data === undefined ? (
        <Card aria-busy>
          <CardBody className="flex flex-col gap-4">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-20" />
          </CardBody>
        </Card>
      ) : (
        <div className="flex flex-col gap-4">
          <EstimatedMoneyNote count={account.data.estimated_trades_count ?? 0} />
          {account.data.mode === 'CHALLENGE' && <ChallengePanel account={account.data} />}
          <CapitalAccountForm key={account.data.id} account={account.data} />
          <BalanceAdjustmentsCard account={account.data} />
          <StatementCheckPanel key={`statement-${account.data.id}`} account={account.data} />
        </div>
      )}
    </>
  );
}

/**
 * Says how much of the balance is an estimate (docs/rules/money.md#sources): closed trades whose instrument Carnet
 * cannot price moved it by R × risk, not by what the broker paid.
 */
function EstimatedMoneyNote({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="flex items-start gap-2 rounded-md bg-warn-soft px-3 py-2 text-sm text-warn">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      {count === 1
        ? '1 opération clôturée a un résultat estimé (R × risque) : Carnet ne connaît pas la taille de son instrument.'
        : `${count} opérations clôturées ont un résultat estimé (R × risque) : Carnet ne connaît pas la taille de leur instrument.`}
    </p>
  );
}
