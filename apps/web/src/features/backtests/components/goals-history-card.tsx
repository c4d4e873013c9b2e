import type { Goal } from '@carnet/contract';
import { Archive } from 'lucide-react';
import { ListState } from '../../../components/list-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';
import { EMPTY_VALUE, formatDate, formatPercent } from '../../../lib/format.ts';
import { useGoals } from '../api/list-goals.ts';
import { formatMinutes } from '../utils/backtest-format.ts';

/** docs/rules/backtests.md#goals: the history — every closed goal, the most recent first. */
export function GoalsHistoryCard() {
  const goals = useGoals();
  const past = goals.data?.filter((goal) => goal.status === 'COMPLETED');
  return (
    <Card aria-labelledby="goals-history-title" aria-busy={goals.isPending}>
      <CardHeader titleId="goals-history-title" title="Objectifs passés" />
      <ListState
        items={past}
        query={goals}
        icon={Archive}
        skeletonRows={2}
        errorTitle="L’historique n’a pas pu être chargé."
        empty={{ title: 'Aucun objectif passé.', description: 'Les objectifs clos apparaîtront ici.' }}
      >
        {(rows) => (
          <Table aria-label="Objectifs passés">
            <TableHead>
              <tr>
                <TableHeaderCell>Intitulé</TableHeaderCell>
                <TableHeaderCell>Début</TableHeaderCell>
                <TableHeaderCell>Échéance</TableHeaderCell>
                <TableHeaderCell align="right">Temps / cible</TableHeaderCell>
                <TableHeaderCell align="right">Progression</TableHeaderCell>
                <TableHeaderCell>Statut</TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {mostRecentFirst(rows).map((goal) => (
                <TableRow key={goal.id}>
                  <TableCell className="max-w-64 truncate font-medium" title={goal.label}>
                    {goal.label}
                  </TableCell>
                  <TableCell className="num text-fg-muted">{formatDate(goal.start_date)}</TableCell>
                  <TableCell className="num text-fg-muted">
                    {goal.deadline === null ? EMPTY_VALUE : formatDate(goal.deadline)}
                  </TableCell>
                  <TableCell align="right">
                    {formatMinutes(goal.logged_minutes)} / {formatMinutes(goal.target_minutes)}
                  </TableCell>
                  <TableCell
                    align="right"
                    className={goal.progress.progress_percent >= 100 ? 'text-gain' : undefined}
                  >
                    {formatPercent(goal.progress.progress_percent, 1)}
                  </TableCell>
                  <TableCell>
                    <Badge>Clos</Badge>
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

function mostRecentFirst(goals: readonly Goal[]): Goal[] {
  return [...goals].sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id);
}
