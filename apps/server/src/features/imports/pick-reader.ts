import {
  IMPORT_MESSAGES,
  IMPORT_PLATFORM_LABELS,
  IMPORT_TEMPLATE_MESSAGES,
  type ImportOptions,
  type ImportPlatform,
  REQUIRED_MESSAGE,
} from '@carnet/contract';
import {
  type ImportFile,
  type ParsedFile,
  type PlatformParser,
  type ReadOptions,
  readTemplateFile,
  type TemplateReading,
} from '@carnet/importers';
import { badRequest } from '../../http/errors.ts';
import type { ImportTemplatesService } from '../import-templates/import-templates.service.ts';

/** Where the caller's templates are found. */
export type TemplateSource = Pick<ImportTemplatesService, 'findOwned'>;

/**
 * How an upload is read (docs/rules/imports.md): with the caller's template (the platform is then TEMPLATE, its dates in
 * `timezone` or else the template's zone), or by a platform's parser, the one named or else the first that
 * recognises the file. Plain data: it crosses to the worker thread that reads the file.
 */
export type ReaderChoice = { template: TemplateReading } | { platform: ImportPlatform | undefined };

/** The caller's template when `template` names one; a French 400 on `template` when it is not theirs or missing. */
export async function chooseReader(
  templates: TemplateSource,
  userId: number,
  options: ImportOptions,
): Promise<ReaderChoice> {
  if (options.template !== undefined) {
    const template = await templates.findOwned(userId, options.template);
    if (template === undefined) throw badRequest({ template: [IMPORT_TEMPLATE_MESSAGES.unknownTemplate] });
    return {
      template: {
        delimiter: template.delimiter,
        decimal_separator: template.decimalSeparator,
        date_format: template.dateFormat,
        columns: template.columns,
        timeZone: options.timezone ?? template.timeZone,
      },
    };
  }
  if (options.platform === 'TEMPLATE') throw badRequest({ template: [REQUIRED_MESSAGE] });
  return { platform: options.platform };
}

/**
 * Reads the whole upload as `choice` says: throws ImportFormatError when the file is damaged, a French 400 when
 * the platform named is not read or does not recognise it, or when no parser does.
 */
export function readUpload(
  choice: ReaderChoice,
  file: ImportFile,
  parsers: readonly PlatformParser[],
  options: ReadOptions,
): ParsedFile | Promise<ParsedFile> {
  if ('template' in choice) return readTemplateFile(file.text(), choice.template);
  return pickParser(parsers, file, choice.platform).parse(file, options);
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
