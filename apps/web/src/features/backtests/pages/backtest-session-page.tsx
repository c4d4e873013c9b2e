import type { BacktestSession } from '@carnet/contract';
import { ArrowLeft, SearchX, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useBacktestSession } from '../api/get-session.ts';
import { BacktestTradeForm } from '../components/backtest-trade-form.tsx';
import { CsvImportReport } from '../components/csv-import-report.tsx';
import { SessionActions } from '../components/session-actions.tsx';
import { SessionMetricsBand } from '../components/session-metrics-band.tsx';
import { SessionTradesCard } from '../components/session-trades-card.tsx';
import { useCsvImport } from '../hooks/use-csv-import.ts';
import { withCurrency } from '../utils/backtest-format.ts';

function parseSessionId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** /backtests/sessions/{id} (docs/ui.md). */
export function BacktestSessionPage() {
  const id = parseSessionId(useParams().id);
  const session = useBacktestSession(id);
  const isMissing = id === null || (session.error instanceof ApiError && session.error.status === 404);

  if (isMissing) return <SessionNotFound />;
  if (session.data !== undefined) return <SessionView session={session.data} />;
  if (session.isError) {
    return (
      <>
        <PageHeader title="Session de backtest" />
        <Card>
          <LoadFailure icon={TriangleAlert} title="La session n’a pas pu être chargée." query={session} />
        </Card>
      </>
    );
  }
  return (
    <div aria-busy className="flex flex-col gap-4">
      <Skeleton className="h-12 w-72" />
      <Skeleton className="h-20" />
      <Skeleton className="h-64" />
    </div>
  );
}

function SessionView({ session }: { session: BacktestSession }) {
  const csvImport = useCsvImport(session.id);
  const facts = [
    session.instrument,
    session.timeframe,
    `Capital de départ ${withCurrency(formatNumber(session.starting_equity, 2, 2), session.currency)}`,
    `créée le ${formatDate(session.created_at)}`,
  ].filter(Boolean);
  return (
    <>
      <PageHeader
        title={session.name}
        description={facts.join(' · ')}
        actions={
          <SessionActions
            sessionId={session.id}
            onImportFile={csvImport.importFile}
            isImporting={csvImport.isPending}
          />
        }
      />
      <div className="flex flex-col gap-4">
        <SessionMetricsBand metrics={session.metrics} currency={session.currency} />
        {csvImport.report !== null && (
          <CsvImportReport result={csvImport.report} onDismiss={csvImport.dismissReport} />
        )}
        {session.notes !== '' && <p className="text-sm whitespace-pre-line text-fg-muted">{session.notes}</p>}
        <BacktestTradeForm session={session} />
        <SessionTradesCard sessionId={session.id} currency={session.currency} />
      </div>
    </>
  );
}

function SessionNotFound() {
  return (
    <>
      <PageHeader title="Session introuvable" />
      <Card>
        <EmptyState
          icon={SearchX}
          title="Cette session n’existe pas ou ne vous appartient pas."
          action={
            <Link to={paths.backtests.sessions} className={buttonStyles('secondary')}>
              <ArrowLeft aria-hidden className="size-4" />
              Retour aux sessions
            </Link>
          }
        />
      </Card>
    </>
  );
}
