import { FlaskConical } from 'lucide-react';
import { ListState } from '../../../components/list-state.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useBacktestSessions } from '../api/list-sessions.ts';
import { SessionCreateForm } from '../components/session-create-form.tsx';
import { SessionsTable } from '../components/sessions-table.tsx';

/** /backtests/sessions (docs/ui.md): the list and the creation form. */
export function BacktestSessionsPage() {
  const sessions = useBacktestSessions();
  return (
    <>
      <PageHeader
        title="Sessions de backtest"
        description="Rejouez un marché, notez chaque trade et mesurez la stratégie avant d’y engager du capital."
      />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card aria-labelledby="sessions-title" aria-busy={sessions.isPending}>
          <CardHeader
            titleId="sessions-title"
            title="Vos sessions"
            description={
              sessions.data === undefined || sessions.data.length === 0
                ? undefined
                : `${countSessions(sessions.data.length)}, la plus récente en tête`
            }
          />
          <ListState
            items={sessions.data}
            query={sessions}
            icon={FlaskConical}
            skeletonRows={4}
            errorTitle="Les sessions n’ont pas pu être chargées."
            empty={{
              title: 'Aucune session de backtest.',
              description:
                'Créez votre première session avec le formulaire : vous y ajouterez vos trades un par un ou par import CSV.',
            }}
          >
            {(rows) => <SessionsTable sessions={rows} />}
          </ListState>
        </Card>
        <SessionCreateForm />
      </div>
    </>
  );
}

const countSessions = (count: number) => (count > 1 ? `${count} sessions` : '1 session');
