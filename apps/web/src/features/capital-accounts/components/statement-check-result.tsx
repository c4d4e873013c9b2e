import { STATEMENT_FIELD_LABELS, type StatementCheck } from '@carnet/contract';
import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table.tsx';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { ReconciliationBadge } from '../../imports/components/reconciliation-panel.tsx';
import { statementValue } from './statement-values.ts';

type StatementCheckResultProps = { check: StatementCheck; currency: string; timeZone: string };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-fg">{title}</h3>
      {children}
    </section>
  );
}

/**
 * What the statement check found (docs/rules/imports.md#statement-check): the verdict, the nets day by day, then
 * the trades missing, extra and different; each verdict in words (« OK », « Écart »), never colour alone.
 */
export function StatementCheckResult({ check, currency, timeZone }: StatementCheckResultProps) {
  const money = (value: string | null) => formatMoney(value, currency);
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-fg">
        <ReconciliationBadge ok={check.ok} />
        {formatNumber(check.matched, 0)} trade(s) rapproché(s), {formatNumber(check.missing.length, 0)}{' '}
        manquant(s), {formatNumber(check.extra.length, 0)} en trop, {formatNumber(check.different.length, 0)}{' '}
        écart(s) de champ.
      </p>
      <Section title="Jour par jour (date de clôture)">
        <Table scrollLabel="Nets par jour">
          <TableHead>
            <tr>
              <TableHeaderCell>Jour</TableHeaderCell>
              <TableHeaderCell align="right">Carnet</TableHeaderCell>
              <TableHeaderCell align="right">Relevé</TableHeaderCell>
              <TableHeaderCell align="right">Écart</TableHeaderCell>
              <TableHeaderCell>Verdict</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {check.days.map((day) => (
              <TableRow key={day.date}>
                <TableCell>{formatDate(day.date)}</TableCell>
                <TableCell align="right">{money(day.carnet_net)}</TableCell>
                <TableCell align="right">{money(day.file_net)}</TableCell>
                <TableCell align="right">{money(day.difference)}</TableCell>
                <TableCell>
                  <ReconciliationBadge ok={day.difference === '0'} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
      {check.missing.length > 0 && (
        <Section title="Trades du relevé absents du compte">
          <ul aria-label="Trades manquants" className="num flex flex-col gap-1 text-sm text-fg">
            {check.missing.map((trade) => (
              <li key={`${trade.line}-${trade.external_id}`}>
                {trade.asset_name}, {formatDateTime(trade.entry_date, timeZone)} : {money(trade.pnl_amount)}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {check.extra.length > 0 && (
        <Section title="Trades du compte absents du relevé">
          <ul aria-label="Trades en trop" className="num flex flex-col gap-1 text-sm text-fg">
            {check.extra.map((trade) => (
              <li key={trade.id}>
                {trade.asset_name}, {formatDateTime(trade.entry_date, timeZone)} : {money(trade.pnl_amount)}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {check.different.length > 0 && (
        <Section title="Trades qui diffèrent">
          <ul aria-label="Écarts par trade" className="num flex flex-col gap-1 text-sm text-fg">
            {check.different.map((difference) => (
              <li key={`${difference.id}-${difference.field}`}>
                Trade {difference.external_id}, {STATEMENT_FIELD_LABELS[difference.field]} : Carnet{' '}
                {statementValue(difference.field, difference.carnet, currency, timeZone)}, relevé{' '}
                {statementValue(difference.field, difference.file, currency, timeZone)}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
