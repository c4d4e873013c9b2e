import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon: LucideIcon; title: ReactNode; description?: ReactNode; action?: ReactNode };

export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-surface-3 text-fg-muted">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="flex max-w-md flex-col gap-1">
        <p className="text-sm font-semibold text-fg">{title}</p>
        {description !== undefined && <p className="text-sm text-fg-muted">{description}</p>}
      </div>
      {action}
    </div>
  );
}
