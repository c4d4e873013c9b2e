import { availableParallelism, loadavg } from 'node:os';
import { benchDashboard } from './dashboard.ts';
import type { BenchResult } from './measure.ts';

// A benchmark, never a timed test (DESIGN §9): it prints figures beside the budgets and fails only on errors.
const milliseconds = (value: number) => `${value.toFixed(1)} ms`;

function printTable(results: readonly BenchResult[]): void {
  const rows = results.map((result) => [
    result.name,
    result.database,
    String(result.runs),
    milliseconds(result.medianMs),
    milliseconds(result.p99Ms),
    result.budget,
  ]);
  const header = ['Mesure', 'Base', 'Passes', 'Médiane', 'p99', 'Budget'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) console.log(line(row));
  console.log('');
  for (const result of results) console.log(`${result.database} — ${result.name} : ${result.note}`);
}

const [load1] = loadavg();
console.log(
  `Machine : ${availableParallelism()} cœurs, charge moyenne ${load1?.toFixed(2)} sur 1 min, Node ${process.version}`,
);
if (!process.env.BENCH_DATABASE_URL) console.log('BENCH_DATABASE_URL absent : PostgreSQL non mesuré.');
printTable(await benchDashboard());
