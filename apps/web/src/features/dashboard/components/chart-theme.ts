/**
 * Chart colours are the theme's CSS variables (styles/index.css), so every chart follows the dark and light
 * themes without re-rendering.
 */
export const CHART_COLORS = {
  line: 'var(--accent)',
  gain: 'var(--gain)',
  loss: 'var(--loss)',
  breakeven: 'var(--warn)',
  grid: 'var(--border)',
  axis: 'var(--border-strong)',
  zero: 'var(--fg-subtle)',
  cursor: 'var(--surface-3)',
} as const;

export const AXIS_TICK = { fill: 'var(--fg-subtle)', fontSize: 11 } as const;

/** Every chart has the same height, so their skeletons can hold the place before Recharts arrives. */
export const CHART_HEIGHT = 260;
