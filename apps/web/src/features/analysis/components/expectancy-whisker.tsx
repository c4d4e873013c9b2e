import type { Interval } from '@carnet/contract';
import { clsx } from 'clsx';
import { formatR } from '../../../lib/format.ts';
import { formatExpectancyInterval, INTERVAL_LABEL } from '../utils/analysis-format.ts';
import type { WhiskerScale } from '../utils/whisker-scale.ts';

type ExpectancyWhiskerProps = {
  expectancy: number | null;
  interval: Interval | null;
  scale: WhiskerScale;
  /** A small sample: drawn grey whatever its side. */
  isMuted?: boolean;
};

/** Where the whisker lies against zero: wholly above, wholly below, or across (nothing can be concluded). */
function toneOf(interval: Interval): string {
  if (interval.low > 0) return 'text-gain';
  if (interval.high < 0) return 'text-loss';
  return 'text-fg-muted';
}

/**
 * docs/rules/statistics.md: the expectancy and its 95 % interval as a horizontal whisker around the zero line (one row of a
 * forest plot). Every row of a table shares `scale`, so the whiskers compare by eye; the figures are written
 * beside it, so nothing relies on the drawing.
 */
export function ExpectancyWhisker({ expectancy, interval, scale, isMuted = false }: ExpectancyWhiskerProps) {
  const zero = scale.position(0);
  const description =
    expectancy === null
      ? 'Espérance inconnue'
      : `Espérance ${formatR(expectancy)}, ${INTERVAL_LABEL} : ${formatExpectancyInterval(interval)}`;
  return (
    <div className="flex items-center gap-3">
      <svg
        role="img"
        aria-label={description}
        viewBox="0 0 100 12"
        preserveAspectRatio="none"
        className={clsx(
          'h-3 w-24 shrink-0 max-sm:w-32 xl:w-32',
          interval === null || isMuted ? 'text-fg-muted' : toneOf(interval),
        )}
      >
        <line
          x1={zero}
          x2={zero}
          y1={0}
          y2={12}
          className="stroke-fg-subtle"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
          data-testid="zero-line"
        />
        {interval !== null && (
          <line
            x1={scale.position(interval.low)}
            x2={scale.position(interval.high)}
            y1={6}
            y2={6}
            stroke="currentColor"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            data-testid="whisker"
          />
        )}
        {expectancy !== null && (
          <line
            x1={scale.position(expectancy)}
            x2={scale.position(expectancy)}
            y1={1}
            y2={11}
            stroke="currentColor"
            strokeWidth={3}
            vectorEffect="non-scaling-stroke"
            data-testid="estimate"
          />
        )}
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="num">{formatR(expectancy)}</span>
        <span className="num text-[11px] text-fg-subtle">{formatExpectancyInterval(interval)}</span>
      </span>
    </div>
  );
}
