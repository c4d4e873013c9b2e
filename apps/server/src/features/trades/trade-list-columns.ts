import { sql } from 'drizzle-orm';
import { type TradeTakeProfitRow, tradeTakeProfits } from '../../db/schema/index.ts';

// Drizzle writes a select's own columns unqualified, which the subquery would read as its own `id`.
export const tradeColumn = (name: string) => sql`${sql.identifier('trades')}.${sql.identifier(name)}`;
const tradeIdOfRow = tradeColumn('id');

// The list reads a page and its take profits in one round trip; numerics travel as text, never as floats.
export const takeProfitsJson = sql<TradeTakeProfitRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', tp.id, 'tradeId', tp.trade_id, 'price', tp.price::text, 'quantityToSell', tp.quantity_to_sell::text,
    'isHit', tp.is_hit, 'position', tp.position) order by tp.position, tp.id)
  from ${tradeTakeProfits} tp where tp.trade_id = ${tradeIdOfRow}), '[]'::json)`;
