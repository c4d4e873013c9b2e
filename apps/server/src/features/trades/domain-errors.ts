import type { FieldErrors as DomainFieldErrors } from '@carnet/domain';

/** The rules package's field errors (French, by API field) as a 400 body's entries. */
export function apiFieldErrors(errors: DomainFieldErrors): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages !== undefined && messages.length > 0) body[field] = [...messages];
  }
  return body;
}
