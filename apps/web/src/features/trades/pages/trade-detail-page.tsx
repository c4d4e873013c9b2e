import { ArrowLeft, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { RecordUnavailable } from '../../../components/record-unavailable.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRouteId } from '../../../lib/route-params.ts';
import { TradeChartSection } from '../../candles/components/trade-chart-section.tsx';
import { useTrade } from '../api/get-trade.ts';
import { ClosePanel } from '../components/close-panel.tsx';
import { PlanExecutionPanel } from '../components/plan-execution-panel.tsx';
import { ReopenTradeButton } from '../components/reopen-trade-button.tsx';
import { TradeExits } from '../components/trade-exits.tsx';
import { TradeHistoryPanel } from '../components/trade-history-panel.tsx';
import { TradeMoney } from '../components/trade-money.tsx';
import { TradePlanFigures } from '../components/trade-plan-figures.tsx';
import { TradeSummary } from '../components/trade-summary.tsx';
import { useAccountCurrency } from '../hooks/use-account-currency.ts';

const backLink = (
  <Link to={paths.trades.list} className={buttonStyles('ghost')}>
    <ArrowLeft aria-hidden className="size-4" />
    Retour aux opérations
  </Link>
);

/**
 * /trades/{id} — docs/ui.md Trade detail: asset, direction, status, outcome and the close panel; docs/rules/trades.md: the
 * money, the exits, the plan beside what happened, the history, and « Rouvrir » on a closed trade.
 */
export function TradeDetailPage() {
  const id = useRouteId();
  const isValidId = id !== null && Number.isInteger(id);
  const trade = useTrade(isValidId ? id : null);
  const currency = useAccountCurrency(trade.data?.capital_account);

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
  const isClosed = data?.status === 'CLOSED';
  return (
    <>
      <PageHeader
        title={data?.asset_name ?? 'Opération'}
        description={`Opération n° ${id}`}
        actions={
          <>
            {backLink}
            {isClosed && <ReopenTradeButton tradeId={id} />}
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
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <TradeSummary trade={data} currency={currency} />
            {isClosed && <TradeMoney trade={data} currency={currency} />}
            <TradePlanFigures trade={data} />
            <TradeChartSection trade={data} />
            {data.status === 'OPEN' && <ClosePanel key={data.id} trade={data} />}
            {data.exits.length > 0 && <TradeExits exits={data.exits} />}
            <PlanExecutionPanel trade={data} currency={currency} />
          </div>
          <aside className="flex min-w-0 flex-col gap-4">
            <TradeHistoryPanel tradeId={data.id} currency={currency} />
          </aside>
        </div>
      )}
    </>
  );
}
