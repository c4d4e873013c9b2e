/** Round steps a trader reads at a glance: 1, 2, 2.5 or 5 times a power of ten (counts skip 2.5). */
const STEPS = [1, 2, 2.5, 5, 10] as const;
const COUNT_STEPS = [1, 2, 5, 10] as const;

function roundStep(roughStep: number, isCount: boolean): number {
  const magnitude = 10 ** Math.floor(Math.log10(roughStep));
  const steps = isCount ? COUNT_STEPS : STEPS;
  const multiple = steps.find((step) => step * magnitude >= roughStep) ?? 10;
  const step = multiple * magnitude;
  return isCount ? Math.max(1, Math.round(step)) : step;
}

/**
 * About `target` evenly spaced round ticks covering every value and zero (the charts' baseline): the axis runs
 * from the first to the last. Recharts' own choice gives steps such as 13 R or 7 trades.
 */
export function axisTicks(values: readonly number[], { target = 5, isCount = false } = {}): number[] {
  // A loop, not Math.min(...values): a spread of 100,000 arguments overflows the stack.
  let low = 0;
  let high = 0;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (low === high) return [0, 1];
  const step = roundStep((high - low) / (target - 1), isCount);
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  // Multiples of the step, rounded so that 0.1 × 3 reads 0.3 and not 0.30000000000000004.
  return Array.from({ length: last - first + 1 }, (_, index) =>
    Number(((first + index) * step).toPrecision(12)),
  );
}

/** A Recharts axis on those ticks: `<YAxis {...roundAxis(values)} />`. */
export function roundAxis(
  values: readonly number[],
  options?: { target?: number; isCount?: boolean },
): { ticks: number[]; domain: [number, number] } {
  const ticks = axisTicks(values, options);
  return { ticks, domain: [ticks[0] ?? 0, ticks.at(-1) ?? 1] };
}
