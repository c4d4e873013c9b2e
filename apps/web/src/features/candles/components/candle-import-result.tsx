import type { CandleImportResult } from '@carnet/contract';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { TIMEFRAME_LABELS } from '../utils/timeframe-labels.ts';

/** The line errors shown at most; the rest are counted. */
const ERRORS_SHOWN = 50;

/**
 * What an import stored: how many candles of which series, how many replaced ones already there, the span in the
 * user's zone, and each line the server refused (docs/rules/candles.md#candles).
 */
export function CandleImportResultPanel({ result }: { result: CandleImportResult }) {
  const shown = result.errors.slice(0, ERRORS_SHOWN);
  return (
    <section
      aria-label="Résultat de l’import de bougies"
      className="flex flex-col gap-2 rounded-md border border-border bg-surface-2 p-3 text-sm"
    >
      <p className="font-medium text-fg">
        {formatNumber(result.count, 0)} bougies {TIMEFRAME_LABELS[result.timeframe]} importées pour{' '}
        {result.symbol}
        {result.replaced > 0 && `, dont ${formatNumber(result.replaced, 0)} remplacées`}.
      </p>
      {result.first !== null && result.last !== null && (
        <p className="num text-fg-muted">
          Du {formatDateTime(result.first)} au {formatDateTime(result.last)}
        </p>
      )}
      {result.errors.length > 0 && (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-loss">
            {formatNumber(result.errors.length, 0)} ligne{result.errors.length > 1 ? 's' : ''} ignorée
            {result.errors.length > 1 ? 's' : ''} :
          </p>
          <ul className="flex flex-col gap-0.5 text-xs text-fg-muted">
            {shown.map((error) => (
              <li key={`${error.line}-${error.message}`}>
                Ligne {formatNumber(error.line, 0)} : {error.message}
              </li>
            ))}
          </ul>
          {result.errors.length > shown.length && (
            <p className="text-xs text-fg-muted">
              … et {formatNumber(result.errors.length - shown.length, 0)} autres.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
