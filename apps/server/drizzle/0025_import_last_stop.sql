ALTER TABLE "trades" ADD COLUMN "last_stop_price" numeric;--> statement-breakpoint
-- docs/rules/imports.md#stops: a stop read from a MetaTrader report, or from a template's closed position, is
-- where the stop stood at the close, not the risk taken. Trades imported before this migration measured R
-- against it (+549 R on an MT4 statement): it becomes their last stop, their R unknown and their outcome the
-- sign of their net, unless the trader set a stop by hand since (an entry of their history changed it).
DO $$
DECLARE
  moved integer;
BEGIN
  UPDATE "trades" AS t
  SET "last_stop_price" = t."stop_loss_price",
      "stop_loss_price" = NULL,
      "realized_rr" = NULL,
      "outcome" = CASE
        WHEN t."status" <> 'CLOSED' OR t."pnl_amount" IS NULL THEN t."outcome"
        WHEN t."pnl_amount" > 0 THEN 'WIN'
        WHEN t."pnl_amount" < 0 THEN 'LOSS'
        ELSE 'BREAKEVEN'
      END
  FROM "import_batches" AS b
  WHERE t."import_batch_id" = b."id"
    AND t."stop_loss_price" IS NOT NULL
    AND t."plan" IS NULL
    AND (b."platform" IN ('MT4_STATEMENT', 'MT5_REPORT') OR (b."platform" = 'TEMPLATE' AND t."status" = 'CLOSED'))
    AND NOT EXISTS (
      SELECT 1 FROM "trade_history" AS h WHERE h."trade_id" = t."id" AND h."changes" ? 'stop_loss_price'
    );
  GET DIAGNOSTICS moved = ROW_COUNT;
  RAISE NOTICE 'Migration 0025 : % stop(s) de clôture importé(s) devenu(s) dernier stop, R inconnu.', moved;
END $$;
