CREATE TABLE "trade_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_id" integer NOT NULL,
	"key" varchar(60) NOT NULL,
	"label" varchar(200) NOT NULL,
	"level" varchar(3) NOT NULL,
	"mandatory" boolean NOT NULL,
	"weight" double precision NOT NULL,
	"passed" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "trade_confirmations_level_check" CHECK ("trade_confirmations"."level" in ('HTF', 'LTF'))
);
--> statement-breakpoint
CREATE TABLE "trade_screenshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_screenshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"media_key" varchar(120) NOT NULL,
	"thumbnail_key" varchar(120) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"caption" varchar(300) DEFAULT '' NOT NULL,
	"kind" varchar(16) DEFAULT 'OTHER' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_take_profits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_take_profits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_id" integer NOT NULL,
	"price" numeric NOT NULL,
	"quantity_to_sell" numeric NOT NULL,
	"is_hit" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"asset_type" varchar(6) NOT NULL,
	"asset_name" varchar(40) NOT NULL,
	"direction" varchar(5) NOT NULL,
	"entry_price" numeric NOT NULL,
	"stop_loss_price" numeric NOT NULL,
	"quantity" numeric NOT NULL,
	"setup_reason" text DEFAULT '' NOT NULL,
	"post_trade_review" text DEFAULT '' NOT NULL,
	"entry_date" timestamp with time zone NOT NULL,
	"status" varchar(6) DEFAULT 'OPEN' NOT NULL,
	"outcome" varchar(9),
	"realized_rr" numeric,
	"planned_rr" numeric,
	"close_date" timestamp with time zone,
	"close_price" numeric,
	"strategy_id" integer,
	"strategy_type_id" integer,
	"capital_account_id" integer NOT NULL,
	"risk_pct" numeric,
	"risk_amount" numeric(20, 8),
	"pnl_amount" numeric(20, 8),
	"be_moved" boolean DEFAULT false NOT NULL,
	"is_draft" boolean DEFAULT false NOT NULL,
	"is_compliant" boolean DEFAULT false NOT NULL,
	"score_pct" double precision,
	"grade" varchar(10),
	"recommended_risk_pct" double precision,
	"timing_class" varchar(9),
	"non_compliance_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trades_asset_type_check" CHECK ("trades"."asset_type" in ('CRYPTO', 'FOREX', 'STOCK')),
	CONSTRAINT "trades_direction_check" CHECK ("trades"."direction" in ('LONG', 'SHORT')),
	CONSTRAINT "trades_status_check" CHECK ("trades"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "trades_outcome_check" CHECK ("trades"."outcome" in ('WIN', 'LOSS', 'BREAKEVEN')),
	CONSTRAINT "trades_timing_class_check" CHECK ("trades"."timing_class" in ('PREFERRED', 'SECONDARY', 'OUTSIDE'))
);
--> statement-breakpoint
ALTER TABLE "trade_confirmations" ADD CONSTRAINT "trade_confirmations_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_screenshots" ADD CONSTRAINT "trade_screenshots_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_screenshots" ADD CONSTRAINT "trade_screenshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_take_profits" ADD CONSTRAINT "trade_take_profits_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_strategy_id_configurations_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_strategy_type_id_configuration_types_id_fk" FOREIGN KEY ("strategy_type_id") REFERENCES "public"."configuration_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_capital_account_id_capital_accounts_id_fk" FOREIGN KEY ("capital_account_id") REFERENCES "public"."capital_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_confirmations_trade_idx" ON "trade_confirmations" USING btree ("trade_id","position");--> statement-breakpoint
CREATE INDEX "trade_screenshots_parent_idx" ON "trade_screenshots" USING btree ("trade_id","position");--> statement-breakpoint
CREATE INDEX "trade_take_profits_trade_idx" ON "trade_take_profits" USING btree ("trade_id","position");--> statement-breakpoint
CREATE INDEX "trades_user_entry_idx" ON "trades" USING btree ("user_id","entry_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "trades_user_status_close_idx" ON "trades" USING btree ("user_id","status","close_date","id");--> statement-breakpoint
CREATE INDEX "trades_capital_account_idx" ON "trades" USING btree ("capital_account_id");--> statement-breakpoint
CREATE INDEX "trades_strategy_idx" ON "trades" USING btree ("strategy_id");--> statement-breakpoint
CREATE INDEX "trades_strategy_type_idx" ON "trades" USING btree ("strategy_type_id");