import {
  IMPORT_MESSAGES,
  IMPORT_PLATFORM_LABELS,
  IMPORT_TEMPLATE_MESSAGES,
  type ImportOptions,
  REQUIRED_MESSAGE,
} from '@carnet/contract';
import { badRequest } from '../../http/errors.ts';
import type { ImportTemplatesService } from '../import-templates/import-templates.service.ts';
import type { ImportFile, ParsedFile, PlatformParser } from './parsed-file.ts';
import { readTemplateFile } from './platforms/template/template-reader.ts';

/** Reads the whole upload (throws ImportFormatError when the file is damaged). */
export type FileReader = () => ParsedFile | Promise<ParsedFile>;

export type ReaderSources = {
  parsers: readonly PlatformParser[];
  templates: Pick<ImportTemplatesService, 'findOwned'>;
};

/**
 * The reader of an upload (DESIGN §11): the caller's template when `template` names one (the platform is then
 * TEMPLATE, its dates in `timezone` or else the template's zone); else the platform named, or the first that
 * recognises the file. Every refusal is a French 400 on the field at fault.
 */
export async function pickReader(
  { parsers, templates }: ReaderSources,
  userId: number,
  file: ImportFile,
  options: ImportOptions,
): Promise<FileReader> {
  if (options.template !== undefined) {
    const template = await templates.findOwned(userId, options.template);
    if (template === undefined) throw badRequest({ template: [IMPORT_TEMPLATE_MESSAGES.unknownTemplate] });
    return () =>
      readTemplateFile(file.text(), {
        delimiter: template.delimiter,
        decimal_separator: template.decimalSeparator,
        date_format: template.dateFormat,
        columns: template.columns,
        timeZone: options.timezone ?? template.timeZone,
      });
  }
  if (options.platform === 'TEMPLATE') throw badRequest({ template: [REQUIRED_MESSAGE] });
  const parser = pickParser(parsers, file, options.platform);
  return () => parser.parse(file, { pointValues: options.point_values ?? new Map() });
}

/** The parser the trader named, or the first that recognises the file; else a 400 naming what is read. */
function pickParser(
  parsers: readonly PlatformParser[],
  file: ImportFile,
  platform: ImportOptions['platform'],
): PlatformParser {
  const named = platform === undefined ? undefined : parsers.find((parser) => parser.platform === platform);
  if (platform !== undefined && named === undefined) {
    throw badRequest({ platform: [IMPORT_MESSAGES.unsupportedPlatform(IMPORT_PLATFORM_LABELS[platform])] });
  }
  if (named !== undefined) {
    if (!named.detect(file)) {
      throw badRequest({ file: [IMPORT_MESSAGES.notThisPlatform(IMPORT_PLATFORM_LABELS[named.platform])] });
    }
    return named;
  }
  const detected = parsers.find((parser) => parser.detect(file));
  if (detected !== undefined) return detected;
  const expected = parsers.map((parser) => IMPORT_PLATFORM_LABELS[parser.platform]).join(', ');
  throw badRequest({ file: [IMPORT_MESSAGES.unknownFormat(`fichiers lus : ${expected}.`)] });
}
