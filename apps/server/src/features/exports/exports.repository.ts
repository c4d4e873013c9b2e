import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  capitalAccounts,
  configurations,
  configurationTypes,
  tradeConfirmations,
  tradeExits,
  trades,
  tradeTakeProfits,
} from '../../db/schema/index.ts';
import type { ExportedTrade } from './trades-csv-row.ts';

// The export reads the trades feature's tables directly, read-only, one statement per page of trades: each trade
// comes as one JSON array built by PostgreSQL, its take profits, exits and checklist aggregated in it. The drivers'
// cost is per field (PGlite copies each into a buffer of its own and decodes it apart): 35 columns and two child
// queries a page were most of the export's time, and key names repeated in every row cost as much again as the
// values (apps/server/src/features/exports/README.md#tradescsv). Decimals travel as text, never as floats; instants as epoch milliseconds.

/** Trades per query: about 1 MB of JSON, small enough to stream, large enough that round trips do not count. */
export const EXPORT_PAGE_ROWS = 2_000;

/** An instant as whole epoch milliseconds (a JSON number, exact below 2⁵³). */
const epochMs = (column: AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)`;

/** A trade's child rows of one kind, as the JSON array its field holds (empty when it has none). */
const itemsOf = (items: SQL.Aliased) => sql`coalesce(${items}, '[]'::json)`;

/**
 * One page: the caller's trades above the last id sent, then each kind of child row of those trades in one index
 * range scan between the page's first and last ids (other users' trades in between left out by the semi-join),
 * grouped by trade. A correlated subquery per trade ran 2,000 scans a page instead, and on the embedded database
 * a scan's start costs a call for the file's size.
 */
function pageQuery(db: Db) {
  const userId = sql.placeholder('userId');
  const page = db.$with('page').as(
    db
      .select({ id: trades.id })
      .from(trades)
      .where(and(eq(trades.userId, userId), gt(trades.id, sql.placeholder('afterId'))))
      .orderBy(asc(trades.id))
      .limit(EXPORT_PAGE_ROWS),
  );
  const ofPage = (tradeId: AnyPgColumn) =>
    sql`${tradeId} between (select min(${page.id}) from ${page}) and (select max(${page.id}) from ${page})
      and ${tradeId} in (select ${page.id} from ${page})`;
  const takeProfits = db.$with('take_profits').as(
    db
      .select({
        tradeId: tradeTakeProfits.tradeId,
        items: sql`json_agg(json_build_object('price', ${tradeTakeProfits.price}::text,
          'quantity', ${tradeTakeProfits.quantityToSell}::text, 'isHit', ${tradeTakeProfits.isHit})
          order by ${tradeTakeProfits.position}, ${tradeTakeProfits.id})`.as('take_profit_items'),
      })
      .from(tradeTakeProfits)
      .where(ofPage(tradeTakeProfits.tradeId))
      .groupBy(tradeTakeProfits.tradeId),
  );
  const exits = db.$with('exits').as(
    db
      .select({
        tradeId: tradeExits.tradeId,
        items: sql`json_agg(json_build_object('price', ${tradeExits.price}::text,
          'quantity', ${tradeExits.quantity}::text, 'executedAt', ${epochMs(tradeExits.executedAt)})
          order by ${tradeExits.executedAt}, ${tradeExits.id})`.as('exit_items'),
      })
      .from(tradeExits)
      .where(ofPage(tradeExits.tradeId))
      .groupBy(tradeExits.tradeId),
  );
  // The API's field names, in its order (ExportedConfirmation): the cell is these objects as JSON.
  const confirmations = db.$with('confirmations').as(
    db
      .select({
        tradeId: tradeConfirmations.tradeId,
        items: sql`json_agg(json_build_object('key', ${tradeConfirmations.key},
          'label', ${tradeConfirmations.label}, 'level', ${tradeConfirmations.level},
          'mandatory', ${tradeConfirmations.mandatory}, 'weight', ${tradeConfirmations.weight},
          'passed', ${tradeConfirmations.passed}, 'note', ${tradeConfirmations.note})
          order by ${tradeConfirmations.position}, ${tradeConfirmations.id})`.as('confirmation_items'),
      })
      .from(tradeConfirmations)
      .where(ofPage(tradeConfirmations.tradeId))
      .groupBy(tradeConfirmations.tradeId),
  );

  // The names of the caller's accounts, configurations and types, each kind one jsonb object by id computed once
  // per statement (an uncorrelated subquery), looked up per trade. Joined instead, the empty tables of a journal
  // without configurations were scanned again for each of the 2,000 trades (a file-size call each on PGlite).
  const nameOf = (names: SQL, id: AnyPgColumn) => sql`(${names}) ->> ${id}::text`;
  const accountNames = sql`select jsonb_object_agg(${capitalAccounts.id}, ${capitalAccounts.name})
    from ${capitalAccounts} where ${capitalAccounts.userId} = ${userId}`;
  const configurationNames = sql`select jsonb_object_agg(${configurations.id}, ${configurations.name})
    from ${configurations} where ${configurations.userId} = ${userId}`;
  const typeNames = sql`select jsonb_object_agg(${configurationTypes.id}, ${configurationTypes.description})
    from ${configurationTypes} join ${configurations} on ${configurations.id} = ${configurationTypes.configurationId}
    where ${configurations.userId} = ${userId}`;

  // Each field of ExportedTrade as PostgreSQL writes it, in this order in the array.
  const fields: Record<keyof ExportedTrade, SQL | AnyPgColumn> = {
    id: trades.id,
    externalId: trades.externalId,
    assetType: trades.assetType,
    assetName: trades.assetName,
    direction: trades.direction,
    status: trades.status,
    entryDate: epochMs(trades.entryDate),
    entryPrice: sql`${trades.entryPrice}::text`,
    quantity: sql`${trades.quantity}::text`,
    stopLossPrice: sql`${trades.stopLossPrice}::text`,
    lastStopPrice: sql`${trades.lastStopPrice}::text`,
    takeProfits: itemsOf(takeProfits.items),
    exits: itemsOf(exits.items),
    closeDate: epochMs(trades.closeDate),
    closePrice: sql`${trades.closePrice}::text`,
    fees: sql`${trades.fees}::text`,
    swap: sql`${trades.swap}::text`,
    grossPnl: sql`${trades.grossPnl}::text`,
    pnlAmount: sql`${trades.pnlAmount}::text`,
    pnlSource: trades.pnlSource,
    // numeric in number mode: a JSON number, parsed to the nearest double as the column's mode reads it.
    realizedRr: trades.realizedRr,
    plannedRr: trades.plannedRr,
    outcome: trades.outcome,
    riskPct: trades.riskPct,
    riskAmount: sql`${trades.riskAmount}::text`,
    capitalAccount: nameOf(accountNames, trades.capitalAccountId),
    configuration: nameOf(configurationNames, trades.strategyId),
    configurationType: nameOf(typeNames, trades.strategyTypeId),
    setupReason: trades.setupReason,
    postTradeReview: trades.postTradeReview,
    tags: trades.tags,
    plan: trades.plan,
    planIsRetroactive: trades.planIsRetroactive,
    beMoved: trades.beMoved,
    isCompliant: trades.isCompliant,
    grade: trades.grade,
    timingClass: trades.timingClass,
    isDraft: trades.isDraft,
    scorePct: trades.scorePct,
    recommendedRiskPct: trades.recommendedRiskPct,
    nonComplianceReasons: trades.nonComplianceReasons,
    confirmations: itemsOf(confirmations.items),
  };
  const names = Object.keys(fields) as (keyof ExportedTrade)[];
  const values = sql.join(Object.values(fields), sql`, `);
  const query = db
    .with(page, takeProfits, exits, confirmations)
    .select({ values: sql<unknown[]>`json_build_array(${values})` })
    .from(trades)
    .innerJoin(page, eq(page.id, trades.id))
    .leftJoin(takeProfits, eq(takeProfits.tradeId, trades.id))
    .leftJoin(exits, eq(exits.tradeId, trades.id))
    .leftJoin(confirmations, eq(confirmations.tradeId, trades.id))
    .orderBy(asc(trades.id))
    .prepare('export_trades_page');
  return { names, query };
}

export function createExportsRepository(db: Db) {
  const { names, query } = pageQuery(db);

  /** The array of one trade, named: the statement writes each field of ExportedTrade in `names`' order. */
  function exportedTrade(values: readonly unknown[]): ExportedTrade {
    const trade: Record<string, unknown> = {};
    for (const [index, name] of names.entries()) trade[name] = values[index];
    return trade as ExportedTrade;
  }

  return {
    /** The caller's trades with an id above `afterId`, at most EXPORT_PAGE_ROWS, by id. */
    async tradesPage(userId: number, afterId: number): Promise<ExportedTrade[]> {
      const rows = await query.execute({ userId, afterId });
      return rows.map((row) => exportedTrade(row.values));
    },
  };
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>;
