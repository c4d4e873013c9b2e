import type { RecordedCall } from '../../../test/mock-fetch.ts';

/** The multipart fields of a recorded upload, a file by its name. */
export function fieldsOf(call: RecordedCall | undefined): Record<string, string> {
  if (!(call?.body instanceof FormData)) throw new Error('Expected a multipart body');
  const fields: Record<string, string> = {};
  for (const [key, value] of call.body.entries())
    fields[key] = typeof value === 'string' ? value : value.name;
  return fields;
}

export const previews = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url === '/api/v1/imports/preview/');
