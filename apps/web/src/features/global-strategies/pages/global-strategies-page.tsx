import { Layers, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ListState } from '../../../components/list-state.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useGlobalStrategies } from '../api/list-global-strategies.ts';
import { GlobalStrategiesTable } from '../components/global-strategies-table.tsx';

const newStrategyLink = (
  <Link to={paths.globalStrategies.new} className={buttonStyles('primary')}>
    <Plus aria-hidden className="size-4" />
    Nouvelle stratégie globale
  </Link>
);

/** /global-strategies: the families that group configurations (docs/ui.md). */
export function GlobalStrategiesPage() {
  const strategies = useGlobalStrategies();
  return (
    <>
      <PageHeader
        title="Stratégies globales"
        description="Les grandes familles de stratégies auxquelles se rattachent vos configurations."
        actions={newStrategyLink}
      />
      <Card aria-busy={strategies.isPending}>
        <ListState
          items={strategies.data}
          query={strategies}
          icon={Layers}
          errorTitle="La liste des stratégies globales n’a pas pu être chargée."
          empty={{
            title: 'Aucune stratégie globale pour l’instant.',
            description: 'Créez-en une pour y rattacher vos configurations.',
            action: newStrategyLink,
          }}
        >
          {(rows) => <GlobalStrategiesTable strategies={rows} />}
        </ListState>
      </Card>
    </>
  );
}
