import { ListChecks, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ListState } from '../../../components/list-state.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useGlobalStrategies } from '../../global-strategies/api/list-global-strategies.ts';
import { useConfigurations } from '../api/list-configurations.ts';
import { ConfigurationsTable } from '../components/configurations-table.tsx';

const newConfigurationLink = (
  <Link to={paths.configurations.new} className={buttonStyles('primary')}>
    <Plus aria-hidden className="size-4" />
    Nouvelle configuration
  </Link>
);

/** /strategies: the setups, each with its checklist, timings and grade bands (docs/ui.md). */
export function ConfigurationsPage() {
  const configurations = useConfigurations();
  const globalStrategies = useGlobalStrategies();
  return (
    <>
      <PageHeader
        title="Configurations"
        description="Vos setups : la checklist à valider avant d’entrer, les créneaux et le risque par note."
        actions={newConfigurationLink}
      />
      <Card aria-busy={configurations.isPending}>
        <ListState
          items={configurations.data}
          query={configurations}
          icon={ListChecks}
          errorTitle="La liste des configurations n’a pas pu être chargée."
          empty={{
            title: 'Aucune configuration pour l’instant.',
            description:
              'Créez votre premier setup : il part des réglages par défaut (notes, créneaux, confirmations HTF et LTF).',
            action: newConfigurationLink,
          }}
        >
          {(rows) => <ConfigurationsTable configurations={rows} globalStrategies={globalStrategies.data} />}
        </ListState>
      </Card>
    </>
  );
}
