import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { type MappedError, mapError } from './error-mapper.ts';

/**
 * docs/ui.md#errors: the messages of a failed save go under their fields. Only the fields the form knows are marked; the
 * mapped error is returned for what the form says besides.
 */
export function markFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): MappedError {
  const mapped = mapError(error);
  for (const field of fields) {
    const fieldMessage = mapped.fieldErrors[field];
    if (fieldMessage !== undefined) setError(field, { type: 'server', message: fieldMessage });
  }
  return mapped;
}

/** docs/ui.md#errors: a failed save shows its messages under the fields and the mapped message as an error toast. */
export function reportFormError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): void {
  toast.error(markFieldErrors(error, setError, fields).message);
}

/** An action without a form (enable, disable…): the mapped message as an error toast. */
export function reportActionError(error: unknown): void {
  toast.error(mapError(error).message);
}
