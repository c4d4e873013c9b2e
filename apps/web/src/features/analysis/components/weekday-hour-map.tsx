import { type Heatmap, hourLabel, WEEKDAY_LABELS } from '@carnet/contract';
import { ArrowRight } from 'lucide-react';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatNumber, formatR, R_UNIT } from '../../../lib/format.ts';
import { extentOf, tintBackground, tintOf } from '../utils/diverging-scale.ts';
import { cellMoves, type HeatmapCell, keyOf } from '../utils/heatmap-moves.ts';
import { tradesText } from './calendar-day-cell.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type WeekdayHourMapProps = {
  heatmap: Heatmap;
  /** The trade list of a cell's trades. */
  tradesLinkOf: (cell: HeatmapCell) => string;
};

const placeOf = (cell: HeatmapCell) => `${WEEKDAY_LABELS[cell.weekday]} ${hourLabel(cell.hour)}`;

/** The figure a cell shows: its expectancy to one decimal. */
const shownExpectancy = (cell: HeatmapCell) => formatNumber(cell.expectancy, 1, 1);

/** A cell's accessible name holds the figure it shows (WCAG 2.5.3), the exact figures are in its detail. */
const nameOf = (cell: HeatmapCell) =>
  `${placeOf(cell)} : espérance ${shownExpectancy(cell)}${R_UNIT}, ${tradesText(cell.trades)}`;

const describe = (cell: HeatmapCell) =>
  `${placeOf(cell)} : ${tradesText(cell.trades)}, espérance ${formatR(cell.expectancy)}, total ${formatR(cell.total_r)}`;

/**
 * docs/rules/statistics.md: the closed trades by weekday × entry hour, each cell tinted by its expectancy (diverging, like
 * the calendar) and giving it to one decimal. A cell is chosen by pointer, touch or the arrow keys (one tab stop
 * for the whole map); its figures and the link to its trades show under the map. Hours run sideways across the
 * card's width, scrolled on a phone.
 */
export function WeekdayHourMap({ heatmap, tradesLinkOf }: WeekdayHourMapProps) {
  const cells = useMemo(() => new Map(heatmap.cells.map((cell) => [keyOf(cell), cell])), [heatmap.cells]);
  const moves = useMemo(() => cellMoves(heatmap.cells), [heatmap.cells]);
  const extent = extentOf(heatmap.cells.map((cell) => cell.expectancy));
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = chosenKey === null ? undefined : cells.get(chosenKey);
  const focusKey = chosen === undefined ? moves.first : keyOf(chosen);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent, cell: HeatmapCell) => {
    const next = moves.from(keyOf(cell), event.key);
    if (next === null) return;
    event.preventDefault();
    setChosenKey(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      {/* Wider than a phone: the keyboard scrolls it by walking its cells, each scrolled into view on focus. */}
      <section className="relative overflow-x-auto" aria-label="Carte jour × heure, défilante">
        <table
          className="w-full min-w-[44rem] table-fixed border-collapse text-[11px]"
          aria-label="Espérance par jour et heure d’entrée"
        >
          <thead>
            <tr>
              <td className="w-10" />
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className="h-6 font-medium text-fg-subtle">
                  <abbr title={hourLabel(hour)} className="no-underline">
                    {hour}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday) => (
              <tr key={weekday}>
                <th scope="row" className="pr-2 text-left font-medium whitespace-nowrap text-fg-muted">
                  {WEEKDAY_LABELS[weekday]?.slice(0, 3)}
                </th>
                {HOURS.map((hour) => {
                  const cell = cells.get(keyOf({ weekday, hour }));
                  if (cell === undefined) {
                    return <td key={hour} className="h-7 border border-border bg-surface-2/40" />;
                  }
                  const key = keyOf(cell);
                  return (
                    <td
                      key={hour}
                      className="h-7 border border-border p-0"
                      style={{ backgroundColor: tintBackground(tintOf(cell.expectancy, extent)) }}
                    >
                      <button
                        type="button"
                        ref={(element) => {
                          if (element === null) buttons.current.delete(key);
                          else buttons.current.set(key, element);
                        }}
                        title={describe(cell)}
                        aria-label={nameOf(cell)}
                        aria-pressed={key === chosenKey}
                        tabIndex={key === focusKey ? 0 : -1}
                        onClick={() => setChosenKey(key)}
                        onKeyDown={(event) => onKeyDown(event, cell)}
                        className="num block h-full w-full cursor-pointer text-center text-[10px] text-fg outline-offset-[-2px] hover:ring-1 hover:ring-fg-subtle hover:ring-inset aria-pressed:ring-2 aria-pressed:ring-accent aria-pressed:ring-inset"
                      >
                        {shownExpectancy(cell)}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p
        aria-live="polite"
        className="flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted"
      >
        {chosen === undefined ? (
          'Choisissez une case pour son détail et ses trades.'
        ) : (
          <>
            <span className="num text-fg">{describe(chosen)}</span>
            <Link
              to={tradesLinkOf(chosen)}
              className="inline-flex items-center gap-1 font-medium text-accent hover:underline"
            >
              Voir les trades
              <ArrowRight aria-hidden className="size-3.5" />
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
