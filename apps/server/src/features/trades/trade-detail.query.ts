import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  type TradeConfirmationRow,
  type TradeExitRow,
  type TradeTakeProfitRow,
  tradeConfirmations,
  tradeExits,
  tradeScreenshots,
  trades,
  tradeTakeProfits,
} from '../../db/schema/index.ts';
import type { ScreenshotFace } from '../screenshots/screenshot-gallery.ts';
import type { TradeRecord } from './trade-response.ts';

// The trade page reads the trade and everything hanging off it in one round trip (docs/budgets.md): each
// child list is a json_agg subquery, numerics travel as text and never as floats.
const tradeId = sql`${sql.identifier('trades')}.${sql.identifier('id')}`;

const takeProfitsJson = sql<TradeTakeProfitRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', tp.id, 'tradeId', tp.trade_id, 'price', tp.price::text, 'quantityToSell', tp.quantity_to_sell::text,
    'isHit', tp.is_hit, 'position', tp.position) order by tp.position, tp.id)
  from ${tradeTakeProfits} tp where tp.trade_id = ${tradeId}), '[]'::json)`;

const confirmationsJson = sql<TradeConfirmationRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', c.id, 'tradeId', c.trade_id, 'key', c.key, 'label', c.label, 'level', c.level,
    'mandatory', c.mandatory, 'weight', c.weight, 'passed', c.passed, 'note', c.note, 'position', c.position)
    order by c.position, c.id)
  from ${tradeConfirmations} c where c.trade_id = ${tradeId}), '[]'::json)`;

type ExitJson = Omit<TradeExitRow, 'executedAt'> & { executedAt: string };
const exitsJson = sql<ExitJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', e.id, 'tradeId', e.trade_id, 'price', e.price::text, 'quantity', e.quantity::text,
    'executedAt', e.executed_at) order by e.executed_at, e.id)
  from ${tradeExits} e where e.trade_id = ${tradeId}), '[]'::json)`;

const screenshotsJson = sql<ScreenshotFace[]>`coalesce((
  select json_agg(json_build_object(
    'id', s.id, 'mediaKey', s.media_key, 'thumbnailKey', s.thumbnail_key, 'caption', s.caption,
    'kind', s.kind, 'position', s.position) order by s.position, s.id)
  from ${tradeScreenshots} s where s.trade_id = ${tradeId}), '[]'::json)`;

/** A trade with its take profits, checklist, exits and screenshot rows. */
export type TradeDetailRows = TradeRecord & { screenshots: ScreenshotFace[] };

/** The prepared detail query of one connection (PGlite has one; each pooled PostgreSQL client plans it once). */
export function prepareTradeDetail(db: Db) {
  const query = db
    .select({
      ...getTableColumns(trades),
      takeProfits: takeProfitsJson,
      confirmations: confirmationsJson,
      exits: exitsJson,
      screenshots: screenshotsJson,
    })
    .from(trades)
    .where(and(eq(trades.userId, sql.placeholder('userId')), eq(trades.id, sql.placeholder('id'))))
    .prepare('trade_detail');

  return async (userId: number, id: number): Promise<TradeDetailRows | undefined> => {
    const [row] = await query.execute({ userId, id });
    if (row === undefined) return undefined;
    const { takeProfits, confirmations, exits, screenshots, ...trade } = row;
    return {
      trade,
      takeProfits,
      confirmations,
      exits: exits.map((exit) => ({ ...exit, executedAt: new Date(exit.executedAt) })),
      screenshots,
    };
  };
}
