import type { ReactNode } from 'react';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode };

/** The one h1 of a page, its short description and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl font-semibold tracking-tight text-fg">{title}</h1>
        {description !== undefined && <p className="text-sm text-fg-muted">{description}</p>}
      </div>
      {actions !== undefined && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
