import { z } from 'zod';

/** The multipart field that limits an import to some of its file's trades (the statement check's missing ones). */
export const EXTERNAL_IDS_FIELD = 'external_ids';

export const IMPORT_SELECTION_MESSAGES = {
  unreadable: 'Sélection illisible : une liste JSON d’identifiants ["…"] est attendue.',
} as const;

/** `external_ids` as a form sends it (JSON text `["1001", "1003"]`) → the set of the file's ids to import. */
export const externalIdsField = z.string().transform((text, context) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const isId = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= 128;
  if (!Array.isArray(parsed) || !parsed.every(isId)) {
    context.addIssue({ code: 'custom', message: IMPORT_SELECTION_MESSAGES.unreadable });
    return z.NEVER;
  }
  return new Set<string>(parsed);
});
