import { DIRECTION_LABELS } from '@carnet/contract';
import { paths } from '../../../app/paths.ts';
import { RecordUnavailable } from '../../../components/record-unavailable.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRouteId } from '../../../lib/route-params.ts';
import { useTrade } from '../api/get-trade.ts';
import { TradeForm } from '../components/trade-form.tsx';

function FormSkeleton() {
  return (
    <div
      role="status"
      aria-busy
      aria-label="Chargement de l’opération"
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="flex flex-col gap-4">
        {[0, 1, 2].map((card) => (
          <Card key={card}>
            <CardBody className="flex flex-col gap-3">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
            </CardBody>
          </Card>
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/** /trades/new and /trades/{id}/edit (docs/ui.md Trade form). */
export function TradeFormPage() {
  const id = useRouteId();
  const isValidId = id === null || Number.isInteger(id);
  const trade = useTrade(isValidId ? id : null);

  if (id === null) {
    return (
      <>
        <PageHeader title="Nouveau trade" description="Le plan, le setup et sa checklist avant d’entrer." />
        <TradeForm trade={null} />
      </>
    );
  }
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
  return (
    <>
      <PageHeader
        title={
          trade.data === undefined
            ? 'Opération'
            : `${trade.data.asset_name} · ${DIRECTION_LABELS[trade.data.direction]}`
        }
        description={`Opération n° ${id}`}
      />
      {trade.data === undefined ? <FormSkeleton /> : <TradeForm key={trade.data.id} trade={trade.data} />}
    </>
  );
}
