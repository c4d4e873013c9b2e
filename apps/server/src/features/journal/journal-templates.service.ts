import type { JournalTemplate, journalTemplateInputSchema } from '@carnet/contract';
import type { z } from 'zod';
import type { JournalTemplateRow } from '../../db/schema/index.ts';
import { notFound, ownedOr404 } from '../../http/errors.ts';
import { sanitizeRichText } from '../configurations/rich-text.ts';
import type { JournalTemplatesRepository } from './journal-templates.repository.ts';

type ParsedInput = z.output<typeof journalTemplateInputSchema>;

const valuesOf = (input: ParsedInput) => ({
  name: input.name,
  kind: input.kind,
  text: sanitizeRichText(input.text),
});

const toTemplate = (row: JournalTemplateRow): JournalTemplate => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  text: row.text,
});

/** Templates of the plan and the review (docs/rules/journal.md#templates); another user's id is a 404. */
export function createJournalTemplatesService(templates: JournalTemplatesRepository) {
  return {
    list: async (userId: number): Promise<JournalTemplate[]> =>
      (await templates.list(userId)).map(toTemplate),

    get: async (userId: number, id: number): Promise<JournalTemplate> =>
      toTemplate(ownedOr404(await templates.findOwned(userId, id))),

    create: async (userId: number, input: ParsedInput): Promise<JournalTemplate> =>
      toTemplate(await templates.insert(userId, valuesOf(input))),

    update: async (userId: number, id: number, input: ParsedInput): Promise<JournalTemplate> =>
      toTemplate(ownedOr404(await templates.update(userId, id, valuesOf(input)))),

    async delete(userId: number, id: number): Promise<void> {
      if (!(await templates.delete(userId, id))) throw notFound();
    },
  };
}

export type JournalTemplatesService = ReturnType<typeof createJournalTemplatesService>;
