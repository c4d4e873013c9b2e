import type {
  BacktestSession,
  BacktestTrade,
  backtestSessionInputSchema,
  backtestTradeInputSchema,
} from '@carnet/contract';
import {
  computeSessionMetrics,
  hasNoFieldError,
  normalizeDecimal,
  validateBacktestTrade,
} from '@carnet/domain';
import type { z } from 'zod';
import type { BacktestSessionRow } from '../../db/schema/index.ts';
import { badRequest, notFound, ownedOr404 } from '../../http/errors.ts';
import {
  fieldErrorsOf,
  storedTakeProfits,
  toSessionResponse,
  toTradeResponse,
  tradeResult,
} from './backtest-rows.ts';
import type { BacktestQueries, BacktestsRepository } from './backtests.repository.ts';

export type SessionFields = z.infer<typeof backtestSessionInputSchema>;
export type TradeFields = z.infer<typeof backtestTradeInputSchema>;

/**
 * docs/rules/backtests.md: recomputes a session's metrics with the rules package over its trades and stores them. Called
 * inside the transaction that changed the trades, after locking the session row.
 */
export async function refreshSessionMetrics(
  queries: BacktestQueries,
  session: Pick<BacktestSessionRow, 'id' | 'startingEquity'>,
): Promise<BacktestSessionRow> {
  const results = await queries.sessionResults(session.id);
  return queries.saveMetrics(session.id, computeSessionMetrics(session.startingEquity, results));
}

/** Backtest sessions and their trades; every use case checks the session belongs to the caller first. */
export function createBacktestsService(repository: BacktestsRepository) {
  const ownedSession = async (userId: number, sessionId: number) =>
    ownedOr404(await repository.findSession(userId, sessionId));

  /** Runs a change on a session's trades in one transaction, then stores its recomputed metrics. */
  const changeTrades = <T>(
    userId: number,
    sessionId: number,
    change: (queries: BacktestQueries, session: BacktestSessionRow) => Promise<T>,
  ) =>
    repository.transaction(async (queries) => {
      const session = ownedOr404(await queries.lockSession(userId, sessionId));
      const result = await change(queries, session);
      return { result, session: await refreshSessionMetrics(queries, session) };
    });

  return {
    async listSessions(userId: number): Promise<BacktestSession[]> {
      return (await repository.listSessions(userId)).map(toSessionResponse);
    },

    async createSession(userId: number, fields: SessionFields): Promise<BacktestSession> {
      const row = await repository.insertSession({
        userId,
        name: fields.name,
        instrument: fields.instrument,
        timeframe: fields.timeframe,
        startingEquity: normalizeDecimal(fields.starting_equity) ?? fields.starting_equity,
        notes: fields.notes,
      });
      return toSessionResponse(row);
    },

    async getSession(userId: number, sessionId: number): Promise<BacktestSession> {
      return toSessionResponse(await ownedSession(userId, sessionId));
    },

    async deleteSession(userId: number, sessionId: number): Promise<void> {
      if (!(await repository.deleteSession(userId, sessionId))) throw notFound();
    },

    async listTrades(userId: number, sessionId: number): Promise<BacktestTrade[]> {
      await ownedSession(userId, sessionId);
      return (await repository.listTrades(sessionId)).map(toTradeResponse);
    },

    /** Instrument and timeframe left blank default to the session's (docs/ui.md backtest trade form). */
    async addTrade(userId: number, sessionId: number, fields: TradeFields): Promise<BacktestTrade> {
      await ownedSession(userId, sessionId);
      const figures = { ...fields, stop_loss: fields.stop_loss ?? null };
      const errors = validateBacktestTrade(figures);
      if (!hasNoFieldError(errors)) throw badRequest(fieldErrorsOf(errors));
      const takeProfits = storedTakeProfits(figures);
      const { pnl_abs, r_multiple } = tradeResult(figures, takeProfits);
      const { result } = await changeTrades(userId, sessionId, (queries, session) =>
        queries.insertTrade({
          sessionId,
          side: fields.side,
          instrument: fields.instrument || session.instrument,
          timeframe: fields.timeframe || session.timeframe,
          strategyTag: fields.strategy_tag,
          entryTime: new Date(fields.entry_time),
          entryPrice: normalizeDecimal(fields.entry_price) ?? fields.entry_price,
          qty: normalizeDecimal(fields.qty) ?? fields.qty,
          stopLoss: figures.stop_loss === null ? null : (normalizeDecimal(figures.stop_loss) ?? null),
          notes: fields.notes,
          takeProfits,
          pnlAbs: pnl_abs,
          rMultiple: r_multiple,
        }),
      );
      return toTradeResponse(result);
    },

    async deleteTrade(userId: number, tradeId: number): Promise<void> {
      const sessionId = ownedOr404(await repository.findTradeSessionId(userId, tradeId));
      await changeTrades(userId, sessionId, (queries) => queries.deleteTrade(tradeId));
    },

    /** POST …/recompute/: recomputes the stored metrics and answers the session. */
    async recompute(userId: number, sessionId: number): Promise<BacktestSession> {
      await ownedSession(userId, sessionId);
      const { session } = await changeTrades(userId, sessionId, async () => undefined);
      return toSessionResponse(session);
    },
  };
}

export type BacktestsService = ReturnType<typeof createBacktestsService>;
