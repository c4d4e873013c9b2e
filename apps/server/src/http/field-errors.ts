import type { ApiFieldErrors } from '@carnet/contract';
import type { z } from 'zod';

type Path = (string | number)[];

/**
 * Zod issues → the DRF-style body of docs/api.md: `{"take_profits": [{}, {"price": ["…"]}]}`; messages about
 * the whole body go under `non_field_errors`. An error on an item of a list of plain values (one asset name)
 * is reported on the list field itself. Two issues needing incompatible shapes keep the message at the root.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): ApiFieldErrors {
  const root: ApiFieldErrors = {};
  for (const issue of issues) {
    const path = fieldPath(issue.path);
    const [field, ...rest] = path;
    const placed = typeof field === 'string' && place(root, field, rest, issue.message);
    if (!placed) addMessage(root, 'non_field_errors', issue.message);
  }
  return root;
}

function fieldPath(path: readonly PropertyKey[]): Path {
  const keys = path.filter((key): key is string | number => typeof key !== 'symbol');
  while (typeof keys[keys.length - 1] === 'number') keys.pop();
  return keys;
}

function place(node: ApiFieldErrors, field: string, rest: Path, message: string): boolean {
  const [next, ...after] = rest;
  if (next === undefined) return addMessage(node, field, message);
  const existing = node[field];
  if (typeof next === 'number') {
    const [itemField, ...itemRest] = after;
    if (typeof itemField !== 'string') return false;
    const items: ApiFieldErrors[] =
      existing === undefined ? [] : Array.isArray(existing) ? existing.filter(isFieldErrors) : [];
    if (existing !== undefined && (!Array.isArray(existing) || items.length !== existing.length))
      return false;
    while (items.length <= next) items.push({});
    node[field] = items;
    const item = items[next];
    return item !== undefined && place(item, itemField, itemRest, message);
  }
  const child = existing === undefined ? {} : existing;
  if (!isFieldErrors(child)) return false;
  node[field] = child;
  return place(child, next, after, message);
}

function addMessage(node: ApiFieldErrors, field: string, message: string): boolean {
  const existing = node[field] ?? [];
  if (!Array.isArray(existing)) return false;
  const messages = existing.filter((entry) => typeof entry === 'string');
  if (messages.length !== existing.length) return false;
  node[field] = messages.includes(message) ? messages : [...messages, message];
  return true;
}

function isFieldErrors(value: unknown): value is ApiFieldErrors {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
