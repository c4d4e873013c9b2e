/**
 * A diverging scale of R for the calendar and the heat map: green above zero, red below, stronger the further
 * from zero relative to the largest value shown. The tint is the theme's own gain or loss colour mixed into
 * the surface, so it reads in both themes, and the text over it stays the theme's foreground (contrast kept).
 */
export type Tint = { tone: 'gain' | 'loss' | 'neutral'; level: number };

/** Share of the gain or loss colour at each level, in %; level 0 is the plain surface. */
export const TINT_STRENGTHS = [0, 10, 18, 26, 34] as const;
const LEVELS = TINT_STRENGTHS.length - 1;

/** The tint of `value` on a scale that reaches its strongest at ±`extent`. */
export function tintOf(value: number | null, extent: number): Tint {
  if (value === null || value === 0 || !Number.isFinite(value) || extent <= 0) {
    return { tone: 'neutral', level: 0 };
  }
  const level = Math.max(1, Math.min(LEVELS, Math.ceil((Math.abs(value) / extent) * LEVELS)));
  return { tone: value > 0 ? 'gain' : 'loss', level };
}

/** The largest distance from zero among the values (0 when there are none). */
export function extentOf(values: readonly number[]): number {
  return values.reduce((largest, value) => Math.max(largest, Math.abs(value)), 0);
}

/** The CSS background of a tint: the theme's colour mixed into the surface. */
export function tintBackground({ tone, level }: Tint): string | undefined {
  if (tone === 'neutral') return undefined;
  return `color-mix(in srgb, var(--${tone}) ${TINT_STRENGTHS[level]}%, var(--surface))`;
}
