import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { mapError } from './error-mapper.ts';

/**
 * SPEC §8: a failed save shows its messages under the fields and as an error toast. Only the fields the form
 * knows are marked; the toast always carries the mapped message.
 */
export function reportFormError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): void {
  const { message, fieldErrors } = mapError(error);
  for (const field of fields) {
    const fieldMessage = fieldErrors[field];
    if (fieldMessage !== undefined) setError(field, { type: 'server', message: fieldMessage });
  }
  toast.error(message);
}

/** An action without a form (enable, disable…): the mapped message as an error toast. */
export function reportActionError(error: unknown): void {
  toast.error(mapError(error).message);
}
