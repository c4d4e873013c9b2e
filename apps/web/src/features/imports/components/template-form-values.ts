import {
  IMPORT_TEMPLATE_OPTIONAL_COLUMNS,
  IMPORT_TEMPLATE_REQUIRED_COLUMNS,
  type ImportHeader,
  type ImportTemplate,
  type ImportTemplateColumn,
  type ImportTemplateInput,
} from '@carnet/contract';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { userTimeZone } from '../../../lib/format.ts';
import {
  guessDateFormat,
  guessDecimalSeparator,
  guessTemplateColumns,
} from '../utils/guess-template-columns.ts';

/** Every mapped field, the required first (the order the form shows them). */
export const TEMPLATE_COLUMNS: readonly ImportTemplateColumn[] = [
  ...IMPORT_TEMPLATE_REQUIRED_COLUMNS,
  ...IMPORT_TEMPLATE_OPTIONAL_COLUMNS,
];
const REQUIRED: ReadonlySet<ImportTemplateColumn> = new Set(IMPORT_TEMPLATE_REQUIRED_COLUMNS);
export const isRequiredColumn = (column: ImportTemplateColumn) => REQUIRED.has(column);

export type TemplateFormValues = Omit<ImportTemplateInput, 'columns'> & {
  columns: Record<ImportTemplateColumn, string>;
};

const TEMPLATE_FIELDS = ['name', 'delimiter', 'decimal_separator', 'date_format', 'timezone'] as const;

/** A saved template as it is, or a new one guessed from the file's header and first rows. */
export function initialTemplateValues(
  template: ImportTemplate | null,
  header: ImportHeader,
  fileName: string,
): TemplateFormValues {
  if (template !== null) {
    const columns = Object.fromEntries(
      TEMPLATE_COLUMNS.map((column) => [column, template.columns[column] ?? '']),
    ) as Record<ImportTemplateColumn, string>;
    return { ...template, columns };
  }
  const columns = guessTemplateColumns(TEMPLATE_COLUMNS, header.columns);
  const dateIndex = header.columns.indexOf(columns.entry_date);
  return {
    name: fileName.replace(/\.[^.]*$/, ''),
    delimiter: header.delimiter,
    decimal_separator: guessDecimalSeparator(header.sample),
    date_format: guessDateFormat(header.sample[0]?.[dateIndex]),
    timezone: userTimeZone(),
    columns,
  };
}

const messagesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The server's refusals under their fields: `{name: […]}` and `{columns: {asset_name: […]}}` (DRF-style). */
export function markTemplateErrors(error: unknown, setError: UseFormSetError<ImportTemplateInput>): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null) return false;
  const fields = body as Record<string, unknown>;
  let marked = false;
  const mark = (path: Parameters<typeof setError>[0], value: unknown) => {
    const messages = messagesOf(value);
    if (messages.length === 0) return;
    setError(path, { type: 'server', message: messages.join(' ') });
    marked = true;
  };
  for (const field of TEMPLATE_FIELDS) mark(field, fields[field]);
  const columns = fields.columns;
  if (typeof columns === 'object' && columns !== null) {
    for (const column of TEMPLATE_COLUMNS)
      mark(`columns.${column}`, (columns as Record<string, unknown>)[column]);
  }
  return marked;
}
