import type { BacktestSession, TimeLog } from '@carnet/contract';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ListState } from '../../../components/list-state.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format.ts';
import { useBacktestSessions } from '../api/list-sessions.ts';
import { useTimeLogs } from '../api/list-time-logs.ts';
import { formatMinutes } from '../utils/backtest-format.ts';

/** The time logged against the active goal, newest first. */
export function TimeLogsCard({ goalId }: { goalId: number }) {
  const logs = useTimeLogs(goalId);
  const sessions = useBacktestSessions();
  const sessionsById = new Map(sessions.data?.map((session) => [session.id, session]));
  return (
    <Card aria-labelledby="time-logs-title" aria-busy={logs.isPending}>
      <CardHeader
        titleId="time-logs-title"
        title="Temps enregistré"
        description={logs.data === undefined ? undefined : countLogs(logs.data)}
      />
      <ListState
        items={logs.data}
        query={logs}
        icon={History}
        errorTitle="Le temps enregistré n’a pas pu être chargé."
        empty={{
          title: 'Aucun temps enregistré pour cet objectif.',
          description: 'Notez chaque séance de backtest avec le formulaire.',
        }}
      >
        {(rows) => (
          <Table aria-label="Temps enregistré">
            <TableHead>
              <tr>
                <TableHeaderCell>Début</TableHeaderCell>
                <TableHeaderCell align="right">Durée</TableHeaderCell>
                <TableHeaderCell>Session</TableHeaderCell>
                <TableHeaderCell>Notes</TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {newestFirst(rows).map((log) => (
                <TableRow key={log.id}>
                  <TableCell className="num">{formatDateTime(log.started_at)}</TableCell>
                  <TableCell align="right" className="font-medium">
                    {formatMinutes(log.duration_minutes)}
                  </TableCell>
                  <TableCell>
                    <SessionLink id={log.session} sessionsById={sessionsById} />
                  </TableCell>
                  <TableCell className="max-w-72 truncate text-fg-muted" title={log.notes}>
                    {log.notes || EMPTY_VALUE}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListState>
    </Card>
  );
}

function SessionLink({
  id,
  sessionsById,
}: {
  id: number | null;
  sessionsById: Map<number, BacktestSession>;
}) {
  if (id === null) return <span className="text-fg-subtle">{EMPTY_VALUE}</span>;
  return (
    <Link to={paths.backtests.session(id)} className="text-fg hover:text-accent hover:underline">
      {sessionsById.get(id)?.name ?? `Session n° ${id}`}
    </Link>
  );
}

function newestFirst(logs: readonly TimeLog[]): TimeLog[] {
  return [...logs].sort((a, b) => b.started_at.localeCompare(a.started_at) || b.id - a.id);
}

function countLogs(logs: readonly TimeLog[]): string {
  const minutes = logs.reduce((total, log) => total + log.duration_minutes, 0);
  const entries = logs.length > 1 ? `${logs.length} enregistrements` : `${logs.length} enregistrement`;
  return `${entries} · ${formatMinutes(minutes)}`;
}
