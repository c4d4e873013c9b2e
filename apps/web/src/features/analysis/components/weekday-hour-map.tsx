import { type Heatmap, hourLabel, WEEKDAY_LABELS } from '@carnet/contract';
import { useMemo } from 'react';
import { formatNumber, formatR } from '../../../lib/format.ts';
import { extentOf, tintBackground, tintOf } from '../utils/diverging-scale.ts';
import { tradesText } from './calendar-day-cell.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type HeatmapCell = Heatmap['cells'][number];

/**
 * DESIGN §12: the closed trades by weekday × entry hour, each cell tinted by its expectancy (diverging, like
 * the calendar) and giving it to one decimal; the full figures in its accessible name and tooltip. Hours run
 * sideways, scrolled on a phone.
 */
export function WeekdayHourMap({ heatmap }: { heatmap: Heatmap }) {
  const cells = useMemo(
    () => new Map(heatmap.cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell])),
    [heatmap.cells],
  );
  const extent = extentOf(heatmap.cells.map((cell) => cell.expectancy));
  const describe = (weekday: number, hour: number, cell: HeatmapCell) =>
    `${WEEKDAY_LABELS[weekday]} ${hourLabel(hour)} : ${tradesText(cell.trades)}, espérance ${formatR(cell.expectancy)}, total ${formatR(cell.total_r)}`;
  return (
    <section
      className="relative overflow-x-auto"
      aria-label="Carte jour × heure, défilante"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: wider than a phone, the map must take the focus for the keyboard to scroll it (WCAG 2.1.1).
      tabIndex={0}
    >
      <table className="border-collapse text-[11px]" aria-label="Espérance par jour et heure d’entrée">
        <thead>
          <tr>
            <td />
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className="h-6 w-7 min-w-7 font-medium text-fg-subtle">
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
                const cell = cells.get(`${weekday}-${hour}`);
                if (cell === undefined) {
                  return <td key={hour} className="h-7 w-7 border border-border bg-surface-2/40" />;
                }
                const label = describe(weekday, hour, cell);
                return (
                  <td
                    key={hour}
                    title={label}
                    aria-label={label}
                    className="num h-7 w-7 border border-border text-center text-[10px] text-fg"
                    style={{ backgroundColor: tintBackground(tintOf(cell.expectancy, extent)) }}
                  >
                    {formatNumber(cell.expectancy, 1, 1)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
