import {
  type AssetType,
  IMPORT_MESSAGES,
  IMPORT_PLATFORM_LABELS,
  IMPORT_ZONE_PRESETS,
  type ImportBatch,
  type ImportHeader,
  type ImportOptions,
  type ImportPreview,
  importOptionsSchema,
  RECONCILIATION_MESSAGES,
} from '@carnet/contract';
import { decodeText, readFileHeader } from '@carnet/importers';
import type { ImportBatchRow } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound, ownedOr404 } from '../../http/errors.ts';
import { isoDateTime } from '../../http/serialize.ts';
import type { CapitalAccountsService } from '../capital-accounts/capital-accounts.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import { TRADE_MESSAGES } from '../trades/trade-messages.ts';
import { reversal } from '../trades/trade-money.ts';
import type { TradeScreenshotGallery } from '../trades/trade-screenshots.ts';
import { type BalanceHistory, withDeclaredRisk } from './declared-risk.ts';
import type { ImportFileRunner } from './import-file-runner.ts';
import { planImport } from './import-plan.ts';
import { importTotals } from './import-totals.ts';
import type { ImportsRepository } from './imports.repository.ts';
import { type LinkableConfiguration, linkConfigurations } from './link-configurations.ts';
import { completeOpenTrade, reopenChanges, stateBeforeCompletion } from './open-trade-completion.ts';
import { chooseReader, type TemplateSource } from './pick-reader.ts';
import type { ImportedTradeToWrite, ReadFile } from './read-import-file.ts';
import type { ImportUpload } from './read-import-upload.ts';
import { uploadOptions } from './upload-options.ts';

export type ImportsServiceDeps = {
  repository: ImportsRepository;
  accounts: Pick<CapitalAccountsService, 'findOwnedAccount'>;
  profile: Pick<ProfileService, 'addAssetNames'>;
  gallery: Pick<TradeScreenshotGallery, 'discardFiles'>;
  templates: TemplateSource;
  /** The caller's configurations, which trades of Carnet's own export link to by name (link-configurations.ts). */
  configurations: { list(userId: number): Promise<LinkableConfiguration[]> };
  /** Reads the uploads in a worker thread. */
  files: Pick<ImportFileRunner, 'read'>;
};

/** docs/rules/imports.md: preview, import, list and undo of files from the trading platforms. */
export function createImportsService({
  repository,
  accounts,
  profile,
  gallery,
  templates,
  configurations,
  files,
}: ImportsServiceDeps) {
  /** The form fields, checked: a 400 on the field that is wrong. */
  const optionsOf = (upload: ImportUpload): ImportOptions =>
    uploadOptions(importOptionsSchema, upload.fields);

  /** The upload read in the import worker; its refusal (a French 400) thrown as the request's answer. */
  async function readFile(
    userId: number,
    upload: ImportUpload,
    options: ImportOptions,
    account: ImportAccount | null,
  ): Promise<ReadFile> {
    const answer = await files.read({
      fileName: upload.fileName,
      bytes: upload.bytes,
      reader: await chooseReader(templates, userId, options),
      timeZone: options.timezone,
      accountId: account?.id ?? 0,
      accountCurrency: account?.currency ?? null,
      pointValues: [...(options.point_values ?? new Map<string, string>())].sort(([a], [b]) =>
        a.localeCompare(b),
      ),
    });
    if (!answer.ok) throw new HttpError(answer.status, answer.body);
    return answer.read;
  }

  /** Trades of Carnet's own export linked to the caller's configurations they name (link-configurations.ts). */
  async function withConfigurations(userId: number, read: ReadFile): Promise<ReadFile> {
    if (read.configurationNames.length === 0) return read;
    const linked = linkConfigurations(
      read.trades,
      read.configurationNames,
      await configurations.list(userId),
    );
    return { ...read, trades: linked };
  }

  /** The caller's active account named by `capital_account`: required to import, optional to preview. */
  async function accountOf(
    userId: number,
    options: ImportOptions,
    required: boolean,
  ): Promise<ImportAccount | null> {
    if (options.capital_account === undefined) {
      if (required) throw badRequest({ capital_account: [IMPORT_MESSAGES.accountRequired] });
      return null;
    }
    const account = await accounts.findOwnedAccount(userId, options.capital_account);
    if (account === undefined) throw badRequest({ capital_account: [TRADE_MESSAGES.unknownAccount] });
    if (!account.isActive) throw badRequest({ capital_account: [TRADE_MESSAGES.archivedAccount] });
    return { id: account.id, currency: account.currency };
  }

  return {
    async preview(userId: number, upload: ImportUpload): Promise<ImportPreview> {
      const options = optionsOf(upload);
      const account = await accountOf(userId, options, false);
      const accountId = account?.id ?? null;
      const read = await readFile(userId, upload, options, account);
      const existing =
        accountId === null
          ? new Map()
          : await repository.existingTrades(userId, accountId, externalIdsOf(read));
      const { duplicate } = planImport(read.trades, existing);
      const risked = await withRisk(read.trades, duplicate, options, accountId, repository);
      return {
        platform: read.platform,
        platform_label: IMPORT_PLATFORM_LABELS[read.platform],
        timezone: read.timeZone,
        timezone_stated: read.isZoneStated,
        count: read.trades.length,
        duplicates: duplicate.filter(Boolean).length,
        errors: read.errors,
        totals: read.totals,
        reconciliation: read.reconciliation,
        trades: read.faces.map((face, index) => ({
          ...face,
          realized_rr: risked[index]?.values.realizedRr ?? face.realized_rr,
          is_duplicate: duplicate[index] ?? false,
        })),
        point_values_needed: read.pointValuesNeeded,
        timezone_to_choose: read.isZoneToChoose,
        timezone_presets: [...(IMPORT_ZONE_PRESETS[read.platform] ?? [])],
        imported_elsewhere: await repository.accountsHolding(userId, externalIdsOf(read), accountId),
      };
    },

    /**
     * All or nothing in one transaction (docs/rules/imports.md): the account locked first (the lock order of
     * account-balance.queries.ts), duplicates found under that lock, the batch and its trades written, the
     * balance moved by the net of the new closed trades.
     */
    async import(userId: number, upload: ImportUpload): Promise<ImportBatch> {
      const options = optionsOf(upload);
      const account = await accountOf(userId, options, true);
      const accountId = account?.id ?? 0;
      const read = selected(
        await withConfigurations(userId, await readFile(userId, upload, options, account)),
        options.external_ids,
      );
      if (read.isZoneToChoose) throw badRequest({ timezone: [IMPORT_MESSAGES.zoneToChoose] });
      if (!read.reconciliation.ok && options.accept_differences !== true) {
        throw badRequest({ reconciliation: [RECONCILIATION_MESSAGES.notOk] });
      }
      const row = await repository.transaction(async (queries) => {
        await queries.lockAccounts([accountId]);
        const existing = await queries.existingTrades(userId, accountId, externalIdsOf(read));
        const risked = await withRisk(
          read.trades,
          planImport(read.trades, existing).duplicate,
          options,
          accountId,
          queries,
        );
        const { fresh, completions } = planImport(risked, existing);
        const written = [...fresh, ...completions.map(({ trade }) => trade)];
        // Every trade of the file written: its totals, summed in the worker.
        const totals =
          written.length === read.trades.length
            ? read.totals
            : importTotals(written.map((trade) => trade.values));
        const batch = await queries.insertBatch(userId, {
          capitalAccountId: accountId,
          platform: read.platform,
          fileName: upload.fileName,
          timeZone: read.timeZone,
          imported: written.length,
          duplicates: read.trades.length - written.length,
          errors: read.errors,
          totals,
          reconciliation: read.reconciliation,
        });
        const label = `${IMPORT_PLATFORM_LABELS[read.platform]} — ${upload.fileName}`;
        await queries.writeTrades(
          userId,
          fresh.map((toWrite) => ({
            ...toWrite,
            values: { ...toWrite.values, importBatchId: batch.id },
            history: [{ at: batch.createdAt, action: 'IMPORT', changes: { import: [null, label] } }],
          })),
        );
        const open = await queries.lockTradesWithExits(
          userId,
          completions.map(({ tradeId }) => tradeId),
        );
        const fileTradeOf = new Map(completions.map(({ tradeId, trade }) => [tradeId, trade]));
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
  for (const { values } of read.trades) {
    const ofType = names.get(values.assetType);
    if (ofType === undefined) names.set(values.assetType, [values.assetName]);
    else ofType.push(values.assetName);
  }
  return names;
}

/** The account an import writes to: its id, and its currency, whose minor unit the money is rounded to. */
type ImportAccount = { id: number; currency: string };

/**
 * The file's trades with the risk the trader declared (declared-risk.ts), read against the account's balances as
 * `source` holds them (under the account's lock for an import); as read when none was declared. A percent needs
 * an account: a preview without one shows R unknown.
 */
async function withRisk(
  trades: ImportedTradeToWrite[],
  duplicate: readonly boolean[],
  options: ImportOptions,
  accountId: number | null,
  source: Pick<ImportsRepository, 'balanceHistory'>,
): Promise<ImportedTradeToWrite[]> {
  const risk = options.risk_per_trade;
  if (risk === undefined) return trades;
  if (accountId === null && risk.kind === 'PERCENT') return trades;
  const history: BalanceHistory =
    accountId === null
      ? { currency: '', startingBalance: '0', closings: [] }
      : await source.balanceHistory(accountId);
  const isNew = trades.map((_, index) => !(duplicate[index] ?? false));
  return withDeclaredRisk(trades, isNew, risk, history);
}

/**
 * The file's trades limited to `ids` when the request names some (the statement check's missing trades,
 * docs/rules/imports.md#statement-check), their totals summed again; the reconciliation stays the whole file's.
 */
function selected(read: ReadFile, ids: ReadonlySet<string> | undefined): ReadFile {
  if (ids === undefined) return read;
  const trades = read.trades.filter((trade) => ids.has(trade.values.externalId ?? ''));
  return { ...read, trades, totals: importTotals(trades.map((trade) => trade.values)) };
}

function externalIdsOf(read: ReadFile): string[] {
  return read.trades.flatMap((trade) => trade.values.externalId ?? []);
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
    reconciliation: row.reconciliation,
  };
}
