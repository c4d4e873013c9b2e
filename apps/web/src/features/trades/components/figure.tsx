import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type FigureProps = { label: string; children: ReactNode; className?: string };

/** One labelled value of a trade's figures (a `dt`/`dd` pair inside a `dl`): small caps label, tabular digits. */
export function Figure({ label, children, className }: FigureProps) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-[11px] font-medium tracking-wide text-fg-subtle uppercase">{label}</dt>
      <dd className={clsx('num truncate text-sm font-semibold text-fg', className)}>{children}</dd>
    </div>
  );
}

/** The colour of a signed result: gain above zero, loss below, none at zero or when unknown. */
export function signTone(value: number | string | null): string | undefined {
  if (value === null) return undefined;
  const text = String(value).trim();
  if (/^[-]/.test(text) && /[1-9]/.test(text)) return 'text-loss';
  return /[1-9]/.test(text) ? 'text-gain' : undefined;
}
