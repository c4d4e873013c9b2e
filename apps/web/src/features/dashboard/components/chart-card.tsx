import { clsx } from 'clsx';
import { BarChart3 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { CHART_HEIGHT } from './chart-theme.ts';

type ChartCardProps = {
  title: string;
  description?: string;
  /** Figures beside the title (the drawdowns of the equity curve). */
  aside?: ReactNode;
  isLoading: boolean;
  /** The figures of the previous period stay on screen while the new ones load: busy, drawn dimmed. */
  isUpdating?: boolean;
  isEmpty: boolean;
  emptyMessage: string;
  className?: string;
  /** The chart; nothing while Recharts is still loading. */
  children: ReactNode;
};

/** A chart in its card: a skeleton while the figures or Recharts load, the empty message, else the chart. */
export function ChartCard(props: ChartCardProps) {
  const { title, description, aside, isLoading, isUpdating, isEmpty, emptyMessage, className, children } =
    props;
  const titleId = useId();
  const isChartLoading = !isLoading && !isEmpty && children == null;
  const skeleton = (
    <div style={{ height: CHART_HEIGHT }} className="flex px-2">
      <Skeleton className="h-full w-full" />
    </div>
  );
  return (
    <Card
      aria-labelledby={titleId}
      aria-busy={isLoading || isChartLoading || isUpdating}
      className={clsx(
        'flex min-w-0 flex-col transition-opacity motion-reduce:transition-none',
        isUpdating && 'opacity-60',
        className,
      )}
    >
      <CardHeader titleId={titleId} title={title} description={description} actions={aside} />
      <div className="px-2 pt-3 pb-2 sm:px-3" style={{ minHeight: CHART_HEIGHT + 20 }}>
        {isLoading || isChartLoading ? (
          skeleton
        ) : isEmpty ? (
          <div
            style={{ height: CHART_HEIGHT }}
            className="flex flex-col items-center justify-center gap-2 text-center text-sm text-fg-muted"
          >
            <BarChart3 aria-hidden className="size-5 text-fg-subtle" />
            {emptyMessage}
          </div>
        ) : (
          children
        )}
      </div>
    </Card>
  );
}
