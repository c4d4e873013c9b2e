import { DEFAULT_CURRENCY } from '@carnet/contract';
import { ArrowLeft, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { RecordUnavailable } from '../../../components/record-unavailable.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRouteId } from '../../../lib/route-params.ts';
import { useCapitalAccounts } from '../../capital-accounts/api/list-capital-accounts.ts';
import { useTrade } from '../api/get-trade.ts';
import { ClosePanel } from '../components/close-panel.tsx';
import { TradePlanFigures } from '../components/trade-plan-figures.tsx';
import { TradeSummary } from '../components/trade-summary.tsx';

const backLink = (
  <Link to={paths.trades.list} className={buttonStyles('ghost')}>
    <ArrowLeft aria-hidden className="size-4" />
    Retour aux opérations
  </Link>
);

/** /trades/{id} — SPEC §2 Trade detail: asset, direction, status, outcome and the close panel. */
export function TradeDetailPage() {
  const id = useRouteId();
  const isValidId = id !== null && Number.isInteger(id);
  const trade = useTrade(isValidId ? id : null);
  const accounts = useCapitalAccounts();

  if (!isValidId || trade.isError) {
    return (
      <>
        <PageHeader title="Opération" />
        <RecordUnavailable
          title="Opération introuvable"
          backTo={paths.trades.list}
          backLabel="Retour aux opérations"
        />
      </>
    );
  }
  const data = trade.data;
  const currency = accounts.data?.find((account) => account.id === data?.capital_account)?.currency;
  return (
    <>
      <PageHeader
        title={data?.asset_name ?? 'Opération'}
        description={`Opération n° ${id}`}
        actions={
          <>
            {backLink}
            <Link to={paths.trades.edit(id)} className={buttonStyles('secondary')}>
              <Pencil aria-hidden className="size-4" />
              Éditer
            </Link>
          </>
        }
      />
      {data === undefined ? (
        <div role="status" aria-busy aria-label="Chargement de l’opération" className="flex flex-col gap-4">
          <Skeleton className="h-20" />
          <Skeleton className="h-48" />
        </div>
      ) : (
        <div className="flex max-w-2xl flex-col gap-4">
          <TradeSummary trade={data} currency={currency ?? DEFAULT_CURRENCY} />
          <TradePlanFigures trade={data} />
          {data.status === 'OPEN' && <ClosePanel key={data.id} trade={data} />}
        </div>
      )}
    </>
  );
}
