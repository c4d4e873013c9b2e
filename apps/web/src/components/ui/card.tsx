import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={clsx('rounded-lg border border-border bg-surface', className)} {...props} />;
}

type CardHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode; titleId?: string };

export function CardHeader({ title, description, actions, titleId }: CardHeaderProps) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-4 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <h2 id={titleId} className="text-sm font-semibold text-fg">
          {title}
        </h2>
        {description !== undefined && <p className="text-xs text-fg-muted">{description}</p>}
      </div>
      {actions}
    </header>
  );
}

export function CardBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('p-4', className)} {...props} />;
}
