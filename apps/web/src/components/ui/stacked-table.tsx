// biome-ignore-all lint/a11y/noRedundantRoles: below `sm` these table elements are shown as blocks and grids, and WebKit then drops their implicit roles; written out, they keep the table a table for screen readers.
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Table, TableCell, TableHeaderCell, TableRow } from './table.tsx';

/**
 * A data table that stacks each row as a card on a phone (below `sm`): the row's header on top, then each cell
 * under its column's name (`caption`, shown only there: screen readers take the column header), on a grid of
 * four columns. From `sm` up it is the dense table. Every figure stays on screen without scrolling sideways.
 */
export function StackedTable({ className, ...props }: ComponentProps<typeof Table>) {
  return <Table role="table" className={clsx('max-sm:block', className)} {...props} />;
}

/** The column headers: read by screen readers everywhere, seen from `sm` up. */
export function StackedHead({
  headers,
}: {
  headers: readonly { label: string; align?: 'left' | 'right' }[];
}) {
  return (
    <thead role="rowgroup" className="border-b border-border bg-surface-2/60 max-sm:sr-only">
      <tr role="row">
        {headers.map(({ label, align }) => (
          <TableHeaderCell key={label} role="columnheader" align={align}>
            {label}
          </TableHeaderCell>
        ))}
      </tr>
    </thead>
  );
}

export function StackedBody(props: ComponentProps<'tbody'>) {
  return <tbody role="rowgroup" className="divide-y divide-border max-sm:block" {...props} />;
}

export function StackedRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <TableRow
      role="row"
      className={clsx('max-sm:grid max-sm:grid-cols-4 max-sm:gap-x-3 max-sm:gap-y-3 max-sm:p-3', className)}
      {...props}
    />
  );
}

// Whole class names, so Tailwind sees them in the source.
const SPAN_CLASSES = {
  1: '',
  2: 'max-sm:col-span-2',
  3: 'max-sm:col-span-3',
  4: 'max-sm:col-span-4',
} as const;
/** How many of the card's four columns a cell takes on a phone. */
type Span = keyof typeof SPAN_CLASSES;

/** The row's name: the card's title, three quarters wide on a phone unless told. */
export function StackedRowHeader({ span = 3, className, ...props }: ComponentProps<'th'> & { span?: Span }) {
  return (
    <th
      role="rowheader"
      scope="row"
      className={clsx(
        'h-10 min-w-32 px-3 text-left font-medium max-sm:h-auto max-sm:px-0',
        SPAN_CLASSES[span],
        className,
      )}
      {...props}
    />
  );
}

type StackedCellProps = ComponentProps<typeof TableCell> & {
  /** The column's name, written above the value on a phone. */
  caption: string;
  span?: Span;
};

export function StackedCell({ caption, span = 1, className, children, ...props }: StackedCellProps) {
  return (
    <TableCell
      role="cell"
      className={clsx(
        'max-sm:block max-sm:h-auto max-sm:px-0 max-sm:text-left max-sm:whitespace-normal',
        SPAN_CLASSES[span],
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="mb-1 block text-[11px] font-semibold tracking-wider text-fg-subtle uppercase sm:hidden"
      >
        {caption}
      </span>
      {children}
    </TableCell>
  );
}
