import { useParams } from 'react-router';

/**
 * The positive integer `:id` of a detail route (docs/api.md: ids are positive integers); null on a route without
 * one (…/new); NaN when the address carries something else, which pages treat as « introuvable ».
 */
export function useRouteId(): number | null {
  const { id } = useParams();
  if (id === undefined) return null;
  return /^[1-9]\d{0,15}$/.test(id) ? Number(id) : Number.NaN;
}
