/** The title of a curve's starting point (0 R, or no money yet). */
export const START_LABEL = 'Départ';

/** One line of a chart tooltip: a coloured key, its name and its French-formatted value. */
export type TooltipLine = { name: string; value: string; color?: string };

/** The tooltip box of every dashboard chart, on the theme's surface so it reads in both themes. */
export function ChartTooltip({ title, lines }: { title: string; lines: readonly TooltipLine[] }) {
  return (
    <div className="min-w-36 rounded-md border border-border-strong bg-surface-2 px-3 py-2 text-xs shadow-overlay">
      <p className="mb-1 font-semibold text-fg">{title}</p>
      {lines.map((line) => (
        <p key={line.name} className="flex items-center gap-2 text-fg-muted">
          {line.color !== undefined && (
            <span aria-hidden className="size-2 rounded-full" style={{ background: line.color }} />
          )}
          {line.name}
          <span className="num ml-auto pl-3 font-semibold text-fg">{line.value}</span>
        </p>
      ))}
    </div>
  );
}
