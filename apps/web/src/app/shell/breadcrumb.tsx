import { ChevronRight } from 'lucide-react';
import { Link, type UIMatch, useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from '../route-handle.ts';
import { useDocumentTitle } from '../use-document-title.ts';

type Crumb = { key: string; label: string; to: string | null };

function crumbsOf(matches: readonly UIMatch[]): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const handle: RouteHandle | null = isRouteHandle(match.handle) ? match.handle : null;
    if (handle === null) continue;
    if (handle.section !== undefined && !crumbs.some((crumb) => crumb.key === handle.section)) {
      crumbs.push({ key: handle.section, label: handle.section, to: null });
    }
    const label = typeof handle.crumb === 'function' ? handle.crumb(match.params) : handle.crumb;
    if (label !== undefined) crumbs.push({ key: match.id, label, to: match.pathname });
  }
  return crumbs;
}

/** docs/ui.md: the breadcrumb under the header, built from the matched routes' handles. */
export function Breadcrumb() {
  const crumbs = crumbsOf(useMatches());
  useDocumentTitle(crumbs.at(-1)?.label ?? null);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Fil d’Ariane" className="border-b border-border bg-bg">
      <ol className="mx-auto flex h-9 max-w-7xl items-center gap-1 overflow-x-auto px-4 text-xs whitespace-nowrap sm:px-6">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.key} className="flex items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden className="size-3 text-fg-subtle" />}
              {isLast || crumb.to === null ? (
                <span
                  aria-current={isLast ? 'page' : undefined}
                  className={isLast ? 'text-fg' : 'text-fg-subtle'}
                >
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="rounded text-fg-muted hover:text-fg">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
