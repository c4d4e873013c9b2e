import type { z } from 'zod';
import { badRequest } from '../../http/errors.ts';

/** An upload's form fields checked by a contract schema: a French 400 on each field that is wrong. */
export function uploadOptions<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.output<Schema> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'non_field_errors');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw badRequest(errors);
}
