import type { ChartTone } from './chart-overlays.ts';

/** The chart's colours, read from the theme's CSS variables (docs/ui.md#themes: every screen works in both). */
export type ChartColors = Record<ChartTone, string> & {
  background: string;
  text: string;
  grid: string;
  border: string;
};

/** The current theme's colours; read again after the theme changes (the chart draws on a canvas). */
export function readChartColors(element: Element = document.documentElement): ChartColors {
  const style = getComputedStyle(element);
  const read = (variable: string) => style.getPropertyValue(variable).trim();
  return {
    accent: read('--accent'),
    gain: read('--gain'),
    loss: read('--loss'),
    warn: read('--warn'),
    muted: read('--fg-muted'),
    background: read('--surface'),
    text: read('--fg-muted'),
    grid: read('--border'),
    border: read('--border-strong'),
  };
}
