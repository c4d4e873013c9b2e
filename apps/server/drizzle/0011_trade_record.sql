CREATE TABLE "trade_exits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_exits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_id" integer NOT NULL,
	"price" numeric NOT NULL,
	"quantity" numeric NOT NULL,
	"executed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(18) NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	CONSTRAINT "trade_history_action_check" CHECK ("trade_history"."action" in ('CREATE', 'UPDATE', 'CLOSE', 'CONFIRMATIONS', 'SCREENSHOT_ADDED', 'SCREENSHOT_REMOVED', 'IMPORT', 'REOPEN', 'EXISTING'))
);
--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "stop_loss_price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "fees" numeric(20, 8) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "swap" numeric(20, 8) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "gross_pnl" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "pnl_source" varchar(9);--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "plan_is_retroactive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_exits" ADD CONSTRAINT "trade_exits_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_history" ADD CONSTRAINT "trade_history_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_exits_trade_idx" ON "trade_exits" USING btree ("trade_id","executed_at","id");--> statement-breakpoint
CREATE INDEX "trade_history_trade_idx" ON "trade_history" USING btree ("trade_id","at","id");--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_pnl_source_check" CHECK ("trades"."pnl_source" in ('ESTIMATED', 'REPORTED'));--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_fees_check" CHECK ("trades"."fees" >= 0);--> statement-breakpoint
-- docs/rules/trades.md for the trades that exist: their exits from their reached take profits and close price, all at the
-- close date; their money as estimated; their plan from their current values, recorded when they were created;
-- their history starting with one entry for the existing trade.
INSERT INTO "trade_exits" ("trade_id", "price", "quantity", "executed_at")
SELECT tp."trade_id", tp."price", tp."quantity_to_sell", t."close_date"
FROM "trade_take_profits" tp JOIN "trades" t ON t."id" = tp."trade_id"
WHERE t."status" = 'CLOSED' AND tp."is_hit"
ORDER BY tp."trade_id", tp."position", tp."id";--> statement-breakpoint
INSERT INTO "trade_exits" ("trade_id", "price", "quantity", "executed_at")
SELECT t."id", t."close_price", t."quantity" - coalesce((
  SELECT sum(tp."quantity_to_sell") FROM "trade_take_profits" tp WHERE tp."trade_id" = t."id" AND tp."is_hit"), 0),
  t."close_date"
FROM "trades" t
WHERE t."status" = 'CLOSED' AND t."close_price" IS NOT NULL AND t."quantity" <> coalesce((
  SELECT sum(tp."quantity_to_sell") FROM "trade_take_profits" tp WHERE tp."trade_id" = t."id" AND tp."is_hit"), 0);--> statement-breakpoint
UPDATE "trades" SET "gross_pnl" = "pnl_amount", "pnl_source" = 'ESTIMATED' WHERE "status" = 'CLOSED';--> statement-breakpoint
UPDATE "trades" t SET
  "plan_is_retroactive" = t."created_at" > t."entry_date" + interval '15 minutes',
  "plan" = jsonb_build_object(
    'recorded_at', to_char(t."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'direction', t."direction",
    'entry_price', trim_scale(t."entry_price")::text,
    'stop_loss_price', trim_scale(t."stop_loss_price")::text,
    'quantity', trim_scale(t."quantity")::text,
    'take_profits', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        'price', trim_scale(tp."price")::text, 'quantity_to_sell', trim_scale(tp."quantity_to_sell")::text)
        ORDER BY tp."position", tp."id")
      FROM "trade_take_profits" tp WHERE tp."trade_id" = t."id"), '[]'::jsonb),
    'risk_pct', t."risk_pct",
    'risk_amount', trim_scale(t."risk_amount")::text,
    'planned_rr', t."planned_rr",
    'score_pct', t."score_pct",
    'grade', t."grade",
    'timing_class', t."timing_class",
    'is_compliant', t."is_compliant",
    'confirmations', coalesce((
      SELECT jsonb_agg(jsonb_build_object('key', c."key", 'passed', c."passed") ORDER BY c."position", c."id")
      FROM "trade_confirmations" c WHERE c."trade_id" = t."id"), '[]'::jsonb))
WHERE NOT t."is_draft";--> statement-breakpoint
INSERT INTO "trade_history" ("trade_id", "at", "action")
SELECT "id", "created_at", 'EXISTING' FROM "trades" ORDER BY "id";
