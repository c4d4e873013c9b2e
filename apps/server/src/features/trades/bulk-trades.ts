import { MAX_TAGS, TAG_MESSAGES, type TradeBulkResult, uniqueTags } from '@carnet/contract';
import { WriteConflictError } from '../../db/run-transaction.ts';
import type { TradeRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { reversal } from './trade-money.ts';
import type { TradeScreenshotGallery } from './trade-screenshots.ts';
import type { TradeQueries } from './trades.repository.ts';

type BulkDeps = {
  repository: { transaction<T>(work: (queries: TradeQueries) => Promise<T>): Promise<T> };
  gallery: Pick<TradeScreenshotGallery, 'discardFiles'>;
};

/** Every trade named, locked, or the whole request is a 404 and nothing changes (docs/api.md#bulk-actions). */
async function lockAll(queries: TradeQueries, userId: number, ids: readonly number[]): Promise<TradeRow[]> {
  const rows = await queries.lockOwnedAmong(userId, ids);
  if (rows.length !== ids.length) throw notFound();
  return rows;
}

const sameTag = (tag: string) => (other: string) => other.toLowerCase() === tag.toLowerCase();

/**
 * The list's bulk actions (docs/api.md#bulk-actions): each one transaction over trades that must all be the
 * caller's; a tag change is a change of each trade it touches, in its history (docs/rules/trades.md).
 */
export function createBulkTrades({ repository, gallery }: BulkDeps) {
  async function retag(
    userId: number,
    ids: readonly number[],
    nextTags: (tags: string[]) => string[],
  ): Promise<TradeBulkResult> {
    return repository.transaction(async (queries) => {
      let count = 0;
      for (const trade of await lockAll(queries, userId, ids)) {
        const tags = nextTags(trade.tags);
        if (JSON.stringify(tags) === JSON.stringify(trade.tags)) continue;
        if (tags.length > MAX_TAGS) throw badRequest({ tag: [TAG_MESSAGES.tooMany] });
        await queries.setTags(trade.id, tags);
        await queries.appendHistory(trade.id, { action: 'UPDATE', changes: { tags: [trade.tags, tags] } });
        count++;
      }
      return { count };
    });
  }

  return {
    /** POST …/bulk/add_tag/: the tag goes last on each trade that lacks it (whatever the case). */
    addTag: (userId: number, ids: readonly number[], tag: string) =>
      retag(userId, ids, (tags) => uniqueTags([...tags, tag])),

    /** POST …/bulk/remove_tag/: the tag leaves each trade that has it, whatever the case. */
    removeTag: (userId: number, ids: readonly number[], tag: string) =>
      retag(userId, ids, (tags) => tags.filter((other) => !sameTag(tag)(other))),

    /**
     * POST …/bulk/delete/: as a single delete (trades.service.ts), for many. The accounts whose balance moves are
     * locked first, in id order, then the trades (the lock order of account-balance.queries.ts); each closed
     * trade gives its net back to its account. Files go after the commit.
     */
    async delete(userId: number, ids: readonly number[]): Promise<TradeBulkResult> {
      const screenshots = await repository.transaction(async (queries) => {
        const accounts = await queries.accountsOfOwned(userId, ids);
        await queries.lockAccounts(accounts);
        const rows = await lockAll(queries, userId, ids);
        if (rows.some((trade) => !accounts.includes(trade.capitalAccountId))) {
          throw new WriteConflictError('a trade moved to another account before it was locked');
        }
        for (const trade of rows) {
          if (trade.status === 'CLOSED' && trade.pnlAmount !== null) {
            await queries.addToBalance(trade.capitalAccountId, reversal(trade.pnlAmount));
          }
        }
        const files = [];
        for (const trade of rows) files.push(...(await queries.deleteScreenshotsOf(trade.id)));
        await queries.deleteAmong(ids);
        return files;
      });
      await gallery.discardFiles(screenshots);
      return { count: ids.length };
    },
  };
}

export type BulkTrades = ReturnType<typeof createBulkTrades>;
