import { paths } from '../../../app/paths.ts';
import { RecordUnavailable } from '../../../components/record-unavailable.tsx';
import { Card, CardBody } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRouteId } from '../../../lib/route-params.ts';
import { useGlobalStrategies } from '../../global-strategies/api/list-global-strategies.ts';
import { useConfiguration } from '../api/get-configuration.ts';
import { ConfigurationForm } from '../components/configuration-form.tsx';

function FormSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-4">
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
  );
}

/** /strategies/new and /strategies/{id}. */
export function ConfigurationPage() {
  const id = useRouteId();
  const isValidId = id === null || Number.isInteger(id);
  const configuration = useConfiguration(isValidId ? id : null);
  const globalStrategies = useGlobalStrategies();

  if (!isValidId || (id !== null && configuration.isError)) {
    return (
      <>
        <PageHeader title="Configuration" />
        <RecordUnavailable
          title="Configuration introuvable"
          backTo={paths.configurations.list}
          backLabel="Retour aux configurations"
        />
      </>
    );
  }
  const isNew = id === null;
  const isLoading = globalStrategies.isPending || (!isNew && configuration.data === undefined);
  return (
    <>
      <PageHeader
        title={isNew ? 'Nouvelle configuration' : (configuration.data?.name ?? 'Configuration')}
        description={
          isNew ? 'Un setup : sa checklist, ses créneaux, ses notes et son risque.' : 'Configuration (setup)'
        }
      />
      {isLoading ? (
        <FormSkeleton />
      ) : (
        <ConfigurationForm
          key={configuration.data?.id ?? 'new'}
          configuration={configuration.data ?? null}
          globalStrategies={globalStrategies.data}
        />
      )}
    </>
  );
}
