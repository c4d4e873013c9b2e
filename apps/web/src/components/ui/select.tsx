import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { controlStyles } from './input.tsx';

/** A native select: keyboard, mobile pickers and screen readers work as the platform intends. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={clsx('relative', className)}>
      <select className={clsx(controlStyles, 'h-9 cursor-pointer appearance-none pr-8')} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-fg-subtle"
      />
    </div>
  );
}
