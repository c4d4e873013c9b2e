import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

type TableProps = ComponentProps<'table'> & {
  /**
   * For a table without links or buttons: the scroller then takes the focus, named so, and the keyboard can
   * scroll it (WCAG 2.1.1; a table with a link in each row is scrolled by tabbing through them).
   */
  scrollLabel?: string;
  /** Classes of the scroller, e.g. a max height for a long table that scrolls in place under a sticky head. */
  scrollerClassName?: string;
};

/** A dense data table; the wrapper scrolls sideways on a phone instead of squeezing columns. */
export function Table({ className, scrollLabel, scrollerClassName, ...props }: TableProps) {
  return (
    // relative: an sr-only header (position: absolute) stays inside the scroller instead of widening the page.
    <div
      className={clsx('relative overflow-x-auto', scrollerClassName)}
      {...(scrollLabel === undefined ? {} : { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 })}
    >
      <table className={clsx('w-full border-collapse text-sm', className)} {...props} />
    </div>
  );
}

/** `sticky`: the head stays at the top of a scroller with a max height, opaque over the rows beneath. */
export function TableHead({ sticky = false, ...props }: ComponentProps<'thead'> & { sticky?: boolean }) {
  return (
    <thead
      className={clsx(
        'border-b border-border',
        sticky ? 'sticky top-0 z-10 bg-surface-2' : 'bg-surface-2/60',
      )}
      {...props}
    />
  );
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody className="divide-y divide-border" {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={clsx('transition-colors hover:bg-surface-2/50', className)} {...props} />;
}

type Align = { align?: 'left' | 'right' | 'center' };

// Whole class names, so Tailwind sees them in the source.
const ALIGN_CLASSES = { left: 'text-left', right: 'text-right num', center: 'text-center' } as const;

export function TableHeaderCell({ className, align = 'left', ...props }: ComponentProps<'th'> & Align) {
  return (
    <th
      scope="col"
      className={clsx(
        'h-9 px-3 text-[11px] font-semibold tracking-wider whitespace-nowrap text-fg-subtle uppercase',
        ALIGN_CLASSES[align],
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, align = 'left', ...props }: ComponentProps<'td'> & Align) {
  return (
    <td className={clsx('h-10 px-3 whitespace-nowrap text-fg', ALIGN_CLASSES[align], className)} {...props} />
  );
}
