import {
  type AssetType,
  IMPORT_MESSAGES,
  IMPORT_PLATFORM_LABELS,
  IMPORT_PREVIEW_TRADES,
  type ImportBatch,
  type ImportHeader,
  type ImportOptions,
  type ImportPreview,
  importOptionsSchema,
} from '@carnet/contract';
import type { ImportBatchRow } from '../../db/schema/index.ts';
import { badRequest, notFound, ownedOr404 } from '../../http/errors.ts';
import { isoDateTime } from '../../http/serialize.ts';
import type { CapitalAccountsService } from '../capital-accounts/capital-accounts.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import { TRADE_MESSAGES } from '../trades/trade-messages.ts';
import { reversal } from '../trades/trade-money.ts';
import type { TradeScreenshotGallery } from '../trades/trade-screenshots.ts';
import { decodeText } from './decode-text.ts';
import { planImport } from './import-plan.ts';
import { importTotals } from './import-totals.ts';
import { unpricedRoot } from './imported-money.ts';
import { type ConvertedTrade, convertTrade } from './imported-trade.ts';
import type { ImportsRepository } from './imports.repository.ts';
import {
  type LinkableConfiguration,
  linkConfigurations,
  namesConfigurations,
} from './link-configurations.ts';
import { completeOpenTrade, reopenChanges, stateBeforeCompletion } from './open-trade-completion.ts';
import { ImportFormatError, type ParsedFile, type PlatformParser } from './parsed-file.ts';
import { pickReader, type ReaderSources } from './pick-reader.ts';
import { PLATFORM_PARSERS } from './platforms/index.ts';
import { readFileHeader } from './platforms/template/read-file-header.ts';
import type { ImportUpload } from './read-import-upload.ts';

export type ImportsServiceDeps = {
  repository: ImportsRepository;
  accounts: Pick<CapitalAccountsService, 'findOwnedAccount'>;
  profile: Pick<ProfileService, 'addAssetNames'>;
  gallery: Pick<TradeScreenshotGallery, 'discardFiles'>;
  templates: ReaderSources['templates'];
  /** The caller's configurations, which trades of Carnet's own export link to by name (link-configurations.ts). */
  configurations: { list(userId: number): Promise<LinkableConfiguration[]> };
  parsers?: readonly PlatformParser[];
};

const DEFAULT_TIME_ZONE = 'UTC';

type ReadFile = {
  parsed: ParsedFile;
  timeZone: string;
  /** The file writes its zone: the trader's choice did not apply. */
  isZoneStated: boolean;
  converted: Extract<ConvertedTrade, { ok: true }>[];
  errors: { line: number; message: string }[];
  /** The futures roots whose point value the trader must give (DESIGN §11 « asks for otherwise »). */
  pointValuesNeeded: string[];
};

/** DESIGN §11: preview, import, list and undo of files from the trading platforms. */
export function createImportsService({
  repository,
  accounts,
  profile,
  gallery,
  templates,
  configurations,
  parsers = PLATFORM_PARSERS,
}: ImportsServiceDeps) {
  /** The form fields, checked: a 400 on the field that is wrong. */
  function optionsOf(upload: ImportUpload): ImportOptions {
    const result = importOptionsSchema.safeParse(upload.fields);
    if (result.success) return result.data;
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'non_field_errors');
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    throw badRequest(errors);
  }

  async function readFile(
    userId: number,
    upload: ImportUpload,
    options: ImportOptions,
    accountId: number,
  ): Promise<ReadFile> {
    let text: string | undefined;
    // Decoded once, and only for the parsers that read text (an xlsx is a zip).
    const file = {
      name: upload.fileName,
      bytes: upload.bytes,
      text: () => (text ??= decodeText(upload.bytes)),
    };
    const read = await pickReader({ parsers, templates }, userId, file, options);
    let parsed: ParsedFile;
    try {
      parsed = await read();
    } catch (error) {
      if (error instanceof ImportFormatError) throw badRequest({ file: [error.message] });
      throw error;
    }
    // A zone the file writes beside its times is theirs; otherwise the trader's, else the platform's usual one.
    const statedZone = parsed.timeZoneStated === true ? parsed.timeZoneHint : null;
    const timeZone = statedZone ?? options.timezone ?? parsed.timeZoneHint ?? DEFAULT_TIME_ZONE;
    const pointValues = options.point_values ?? new Map<string, string>();
    const converted: ReadFile['converted'] = [];
    const errors = [...parsed.errors];
    const needed = new Set(parsed.pointValuesNeeded);
    for (const trade of parsed.trades) {
      const result = convertTrade(trade, timeZone, accountId, pointValues);
      if (!result.ok) {
        errors.push({ line: result.line, message: result.message });
        continue;
      }
      converted.push(result);
      const root = unpricedRoot(result.face, pointValues);
      if (root !== null) needed.add(root);
    }
    errors.sort((a, b) => a.line - b.line);
    return {
      parsed,
      timeZone,
      isZoneStated: statedZone !== null,
      converted,
      errors,
      pointValuesNeeded: [...needed].sort(),
    };
  }

  /** Trades of Carnet's own export linked to the caller's configurations they name (link-configurations.ts). */
  async function withConfigurations(userId: number, read: ReadFile): Promise<ReadFile> {
    if (!namesConfigurations(read.converted)) return read;
    return { ...read, converted: linkConfigurations(read.converted, await configurations.list(userId)) };
  }

  /** The caller's active account named by `capital_account`: required to import, optional to preview. */
  async function accountOf(
    userId: number,
    options: ImportOptions,
    required: boolean,
  ): Promise<number | null> {
    if (options.capital_account === undefined) {
      if (required) throw badRequest({ capital_account: [IMPORT_MESSAGES.accountRequired] });
      return null;
    }
    const account = await accounts.findOwnedAccount(userId, options.capital_account);
    if (account === undefined) throw badRequest({ capital_account: [TRADE_MESSAGES.unknownAccount] });
    if (!account.isActive) throw badRequest({ capital_account: [TRADE_MESSAGES.archivedAccount] });
    return account.id;
  }

  return {
    async preview(userId: number, upload: ImportUpload): Promise<ImportPreview> {
      const options = optionsOf(upload);
      const accountId = await accountOf(userId, options, false);
      const read = await readFile(userId, upload, options, accountId ?? 0);
      const existing =
        accountId === null
          ? new Map()
          : await repository.existingTrades(userId, accountId, externalIdsOf(read));
      const { duplicate } = planImport(read.converted, existing);
      return {
        platform: read.parsed.platform,
        platform_label: IMPORT_PLATFORM_LABELS[read.parsed.platform],
        timezone: read.timeZone,
        timezone_stated: read.isZoneStated,
        count: read.converted.length,
        duplicates: duplicate.filter(Boolean).length,
        errors: read.errors,
        totals: importTotals(read.converted.map((trade) => trade.toWrite.values)),
        trades: read.converted
          .slice(0, IMPORT_PREVIEW_TRADES)
          .map((trade, index) => ({ ...trade.face, is_duplicate: duplicate[index] ?? false })),
        point_values_needed: read.pointValuesNeeded,
      };
    },

    /**
     * All or nothing in one transaction (DESIGN §11): the account locked first (the lock order of
     * account-balance.queries.ts), duplicates found under that lock, the batch and its trades written, the
     * balance moved by the net of the new closed trades.
     */
    async import(userId: number, upload: ImportUpload): Promise<ImportBatch> {
      const options = optionsOf(upload);
      const accountId = (await accountOf(userId, options, true)) ?? 0;
      const read = await withConfigurations(userId, await readFile(userId, upload, options, accountId));
      const row = await repository.transaction(async (queries) => {
        await queries.lockAccounts([accountId]);
        const existing = await queries.existingTrades(userId, accountId, externalIdsOf(read));
        const { fresh, completions } = planImport(read.converted, existing);
        const written = [...fresh, ...completions.map(({ trade }) => trade)];
        const totals = importTotals(written.map((trade) => trade.toWrite.values));
        const batch = await queries.insertBatch(userId, {
          capitalAccountId: accountId,
          platform: read.parsed.platform,
          fileName: upload.fileName,
          timeZone: read.timeZone,
          imported: written.length,
          duplicates: read.converted.length - written.length,
          errors: read.errors,
          totals,
        });
        const label = `${IMPORT_PLATFORM_LABELS[read.parsed.platform]} — ${upload.fileName}`;
        await queries.writeTrades(
          userId,
          fresh.map(({ toWrite }) => ({
            ...toWrite,
            values: { ...toWrite.values, importBatchId: batch.id },
            history: [{ at: batch.createdAt, action: 'IMPORT', changes: { import: [null, label] } }],
          })),
        );
        const open = await queries.lockTradesWithExits(
          userId,
          completions.map(({ tradeId }) => tradeId),
        );
        const fileTradeOf = new Map(completions.map(({ tradeId, trade }) => [tradeId, trade.toWrite]));
        for (const { trade, exits } of open) {
          const file = fileTradeOf.get(trade.id);
          if (file === undefined) continue;
          const done = completeOpenTrade(trade, exits, file, batch.id);
          await queries.rewriteTrade(trade.id, done.values, done.exits, {
            action: 'CLOSE',
            changes: done.changes,
            reason: label,
          });
        }
        if (totals.net_pnl !== '0') await queries.addToBalance(accountId, totals.net_pnl);
        return batch;
      });
      await profile.addAssetNames(userId, assetNamesOf(read));
      return toBatch(row);
    },

    /** POST …/header/: the header and first rows of a CSV, to build a template from (writes nothing). */
    header: (upload: ImportUpload): ImportHeader => readFileHeader(decodeText(upload.bytes)),

    list: async (userId: number): Promise<ImportBatch[]> => (await repository.listOwned(userId)).map(toBatch),

    get: async (userId: number, id: number): Promise<ImportBatch> =>
      toBatch(ownedOr404(await repository.findOwned(userId, id))),

    /** DELETE …/{id}/: the batch's trades go and each account gets back exactly the net they added. */
    async undo(userId: number, id: number): Promise<void> {
      if ((await repository.findOwned(userId, id)) === undefined) throw notFound();
      const screenshots = await repository.transaction(async (queries) => {
        const money = await queries.batchMoneyByAccount(id);
        const completed = await queries.completedBy(userId, id);
        await queries.lockAccounts(
          [
            ...new Set(
              [...money, ...completed.map(({ trade }) => ({ accountId: trade.capitalAccountId }))].map(
                (row) => row.accountId,
              ),
            ),
          ].sort((a, b) => a - b),
        );
        ownedOr404(await queries.lockOwnedBatch(userId, id));
        // Read again under the locks: a trade moved meanwhile moves its money with it.
        for (const { accountId, net } of await queries.batchMoneyByAccount(id)) {
          if (net !== '0') await queries.addToBalance(accountId, reversal(net));
        }
        for (const { trade, exits, changes } of await queries.completedBy(userId, id)) {
          // Reopened by hand since: it is the trader's now, left as it is.
          if (trade.status !== 'CLOSED') continue;
          if (trade.pnlAmount !== null && trade.pnlAmount !== '0') {
            await queries.addToBalance(trade.capitalAccountId, reversal(trade.pnlAmount));
          }
          const before = stateBeforeCompletion(trade, exits, changes);
          await queries.rewriteTrade(trade.id, before.values, before.exits, {
            action: 'REOPEN',
            changes: reopenChanges(changes),
            reason: IMPORT_MESSAGES.completionUndone,
          });
        }
        return queries.deleteBatch(id);
      });
      await gallery.discardFiles(screenshots);
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;

/** The symbols a file brought, by asset type, in the order read. */
function assetNamesOf(read: ReadFile): Map<AssetType, string[]> {
  const names = new Map<AssetType, string[]>();
  for (const { face } of read.converted) {
    names.set(face.asset_type, [...(names.get(face.asset_type) ?? []), face.asset_name]);
  }
  return names;
}

function externalIdsOf(read: ReadFile): string[] {
  return read.converted.flatMap((trade) => trade.toWrite.values.externalId ?? []);
}

function toBatch(row: ImportBatchRow): ImportBatch {
  return {
    id: row.id,
    platform: row.platform,
    platform_label: IMPORT_PLATFORM_LABELS[row.platform],
    file_name: row.fileName,
    timezone: row.timeZone,
    created_at: isoDateTime(row.createdAt),
    capital_account: row.capitalAccountId,
    imported: row.imported,
    duplicates: row.duplicates,
    errors: row.errors,
    totals: row.totals,
  };
}
