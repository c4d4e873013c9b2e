DROP INDEX "trades_user_close_idx";--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "exits_notional" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "exits_quantity" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The trades already closed get the totals of their own exits (written by hand: drizzle-kit writes no data).
UPDATE "trades" SET "exits_notional" = "totals"."notional", "exits_quantity" = "totals"."quantity"
FROM (SELECT "trade_id", sum("price" * "quantity") AS "notional", sum("quantity") AS "quantity"
  FROM "trade_exits" GROUP BY "trade_id") AS "totals"
WHERE "trades"."id" = "totals"."trade_id";--> statement-breakpoint
CREATE INDEX "trades_user_close_idx" ON "trades" USING btree ("user_id","status","close_date","id","entry_date","realized_rr","pnl_amount","capital_account_id","plan_risk","has_plan","plan_is_retroactive","direction","entry_price","exits_notional","exits_quantity") WHERE not "trades"."is_draft";