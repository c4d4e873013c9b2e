import {
  IMPORT_TEMPLATE_MESSAGES,
  type ImportTemplate,
  type importTemplateInputSchema,
} from '@carnet/contract';
import type { z } from 'zod';
import type { ImportTemplateRow } from '../../db/schema/index.ts';
import { badRequest, notFound, ownedOr404 } from '../../http/errors.ts';
import { DUPLICATE_NAME, type ImportTemplatesRepository } from './import-templates.repository.ts';

/** The contract's input once parsed: name trimmed, unmapped optional columns null. */
type ParsedInput = z.output<typeof importTemplateInputSchema>;

const duplicateName = () => badRequest({ name: [IMPORT_TEMPLATE_MESSAGES.duplicateName] });

/** Import templates (docs/rules/imports.md « Column mapping »), each user's own: another user's id is a 404. */
export function createImportTemplatesService(templates: ImportTemplatesRepository) {
  return {
    list: async (userId: number): Promise<ImportTemplate[]> => (await templates.list(userId)).map(toTemplate),

    get: async (userId: number, id: number): Promise<ImportTemplate> =>
      toTemplate(ownedOr404(await templates.findOwned(userId, id))),

    /** For the imports' `template` field: undefined unless the caller's. */
    findOwned: (userId: number, id: number) => templates.findOwned(userId, id),

    async create(userId: number, input: ParsedInput): Promise<ImportTemplate> {
      const row = await templates.insert(userId, valuesOf(input));
      if (row === DUPLICATE_NAME) throw duplicateName();
      return toTemplate(row);
    },

    async update(userId: number, id: number, input: ParsedInput): Promise<ImportTemplate> {
      const row = await templates.update(userId, id, valuesOf(input));
      if (row === DUPLICATE_NAME) throw duplicateName();
      return toTemplate(ownedOr404(row));
    },

    async delete(userId: number, id: number): Promise<void> {
      if (!(await templates.delete(userId, id))) throw notFound();
    },
  };
}

export type ImportTemplatesService = ReturnType<typeof createImportTemplatesService>;

function valuesOf(input: ParsedInput) {
  return {
    name: input.name,
    delimiter: input.delimiter,
    decimalSeparator: input.decimal_separator,
    dateFormat: input.date_format,
    timeZone: input.timezone,
    columns: input.columns,
  };
}

function toTemplate(row: ImportTemplateRow): ImportTemplate {
  return {
    id: row.id,
    name: row.name,
    delimiter: row.delimiter,
    decimal_separator: row.decimalSeparator,
    date_format: row.dateFormat,
    timezone: row.timeZone,
    columns: row.columns,
  };
}
