import type { Params } from 'react-router';

/** What a route declares for the shell: its breadcrumb label and the header section it belongs to. */
export type RouteHandle = {
  crumb?: string | ((params: Params) => string);
  section?: 'Trading' | 'Administration';
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && ('crumb' in value || 'section' in value);
}
