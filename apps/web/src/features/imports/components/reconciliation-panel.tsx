import type { Reconciliation, ReconciliationCheck } from '@carnet/contract';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

export const RECONCILIATION_TITLE = 'Rapprochement avec le fichier';
const AGREES = 'OK';
const DIFFERS = 'Écart';

type ReconciliationPanelProps = { reconciliation: Reconciliation; currency: string };

/** A check's figure: FILLS counts executions, the others are money in the account's currency. */
function figure(check: ReconciliationCheck, value: string, currency: string): string {
  return check.key === 'FILLS' ? formatNumber(value, 0) : formatMoney(value, currency);
}

/** What differs: an amount, a count of executions, or (PRICE_CHECK) how many trades. */
function differenceText(check: ReconciliationCheck, currency: string): string {
  if (check.key !== 'PRICE_CHECK') return figure(check, check.difference, currency);
  const count = Number(check.difference);
  // French singular for 0 and 1.
  return `${formatNumber(count, 0)} ${count <= 1 ? 'opération' : 'opérations'}`;
}

/** Verdict mark: the word (never colour alone) in green or red. */
export function ReconciliationBadge({ ok }: { ok: boolean }) {
  return <Badge tone={ok ? 'gain' : 'loss'}>{ok ? AGREES : DIFFERS}</Badge>;
}

/**
 * The file's own figures against what Carnet built from it (docs/rules/imports.md#reconciliation): each check
 * marked « OK » or « Écart » with the file's amount, Carnet's and the difference; the first trades the prices
 * disagree with listed.
 */
export function ReconciliationPanel({ reconciliation, currency }: ReconciliationPanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={clsx(
        'rounded-md border bg-surface-2/40 p-3',
        reconciliation.ok ? 'border-border' : 'border-loss/60',
      )}
    >
      <h3 id={titleId} className="flex flex-wrap items-center gap-2 text-sm font-semibold text-fg">
        {RECONCILIATION_TITLE} <ReconciliationBadge ok={reconciliation.ok} />
      </h3>
      {reconciliation.checks.length === 0 ? (
        <p className="mt-2 text-sm text-fg-muted">Ce fichier n’indique aucun chiffre à rapprocher.</p>
      ) : (
        <ul aria-labelledby={titleId} className="mt-2 flex flex-col gap-2">
          {reconciliation.checks.map((check) => {
            const ok = check.difference === '0';
            return (
              <li
                key={check.key}
                aria-label={`${check.label} : ${ok ? AGREES : DIFFERS}`}
                className="text-sm"
              >
                <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
                  <ReconciliationBadge ok={ok} /> {check.label}
                </p>
                <p className="num mt-0.5 flex flex-wrap gap-x-3 text-fg-muted">
                  <span>Fichier : {figure(check, check.file_value, currency)}</span>
                  <span>Carnet : {figure(check, check.carnet_value, currency)}</span>
                  <span className={ok ? undefined : 'font-semibold text-loss'}>
                    Écart : {differenceText(check, currency)}
                  </span>
                </p>
                {check.trades !== undefined && check.trades.length > 0 && (
                  <ul aria-label="Opérations en écart" className="num mt-1 flex flex-col gap-0.5 text-fg">
                    {check.trades.map((trade) => (
                      <li key={trade.line}>
                        Ligne {trade.line}, {trade.asset_name} : fichier{' '}
                        {formatMoney(trade.file_value, currency)}, prix{' '}
                        {formatMoney(trade.carnet_value, currency)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
