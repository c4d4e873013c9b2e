import { paths } from '../../../app/paths.ts';
import { RecordUnavailable } from '../../../components/record-unavailable.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRouteId } from '../../../lib/route-params.ts';
import { useGlobalStrategy } from '../api/get-global-strategy.ts';
import { GlobalStrategyForm } from '../components/global-strategy-form.tsx';

/** /global-strategies/new and /global-strategies/{id}. */
export function GlobalStrategyPage() {
  const id = useRouteId();
  const isValidId = id === null || Number.isInteger(id);
  const strategy = useGlobalStrategy(isValidId ? id : null);

  if (id === null) {
    return (
      <>
        <PageHeader title="Nouvelle stratégie globale" />
        <GlobalStrategyForm strategy={null} />
      </>
    );
  }
  if (!isValidId || strategy.isError) {
    return (
      <>
        <PageHeader title="Stratégie globale" />
        <RecordUnavailable
          title="Stratégie globale introuvable"
          backTo={paths.globalStrategies.list}
          backLabel="Retour aux stratégies globales"
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={strategy.data?.name ?? 'Stratégie globale'} description="Stratégie globale" />
      {strategy.data === undefined ? (
        <Card aria-busy>
          <CardBody className="flex max-w-2xl flex-col gap-4">
            <Skeleton className="h-9" />
            <Skeleton className="h-28" />
          </CardBody>
        </Card>
      ) : (
        <GlobalStrategyForm key={strategy.data.id} strategy={strategy.data} />
      )}
    </>
  );
}
