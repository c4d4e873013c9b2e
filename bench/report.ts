/** A budget of docs/budgets.md: the figure must stay below, at most, or at least `limit`. */
export type Budget = { limit: number; kind: 'below' | 'atMost' | 'atLeast'; unit: string };

/** One line of the table: a figure beside its budget and the floor it is compared with. */
export type Row = {
  measure: string;
  database: string;
  /** The figure as a number, in the unit `figure` reads in: what the next run's ratio is taken against. */
  value: number;
  figure: string;
  budget: string;
  floor: string;
  verdict: string;
};

const SIGN = { below: '<', atMost: '≤', atLeast: '≥' } as const;

export const budgetText = (budget: Budget) => `${SIGN[budget.kind]} ${budget.limit} ${budget.unit}`;

function meets(value: number, budget: Budget): boolean {
  if (budget.kind === 'below') return value < budget.limit;
  if (budget.kind === 'atMost') return value <= budget.limit;
  return value >= budget.limit;
}

/** A row judged on `value` (figure is how it reads); without a budget the figure is only shown. */
export function row(
  measure: string,
  database: string,
  value: number,
  figure: string,
  budget: Budget | null,
  floor = '—',
): Row {
  const verdict = budget === null ? '—' : meets(value, budget) ? 'OK' : 'DÉPASSÉ';
  return {
    measure,
    database,
    value,
    figure,
    budget: budget === null ? '—' : budgetText(budget),
    floor,
    verdict,
  };
}

/** A measure that could not be taken: the bench goes on, says why here, and exits 1 at the end. */
export function failedRow(measure: string, database: string, error: unknown): Row {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    measure,
    database,
    value: Number.NaN,
    figure: reason.split('\n')[0] ?? '',
    budget: '—',
    floor: '—',
    verdict: 'ÉCHEC',
  };
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** The table, each figure beside its ratio to the previous run (`previous`: the text of that column). */
export function printTable(rows: readonly Row[], previous: (row: Row) => string): void {
  const header = ['Mesure', 'Base', 'Chiffre', 'Préc.', 'Budget', 'Plancher', 'Verdict'];
  const cells = rows.map((r) => [r.measure, r.database, r.figure, previous(r), r.budget, r.floor, r.verdict]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const values of cells) console.log(line(values));
}
