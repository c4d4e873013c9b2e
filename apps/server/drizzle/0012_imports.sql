CREATE TABLE "import_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"capital_account_id" integer NOT NULL,
	"platform" varchar(32) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"imported" integer NOT NULL,
	"duplicates" integer NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_batches_platform_check" CHECK ("import_batches"."platform" in ('MT4_STATEMENT', 'MT5_REPORT', 'CTRADER_HISTORY', 'TRADINGVIEW_ORDERS', 'NINJATRADER_TRADES', 'TRADOVATE_PERFORMANCE', 'TRADOVATE_ORDERS', 'IBKR_FLEX', 'BINANCE_TRADES', 'BYBIT_TRADES', 'CARNET_TRADES', 'TEMPLATE'))
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "external_id" varchar(128);--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "import_batch_id" integer;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_capital_account_id_capital_accounts_id_fk" FOREIGN KEY ("capital_account_id") REFERENCES "public"."capital_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batches_user_idx" ON "import_batches" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_import_batch_id_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trades_external_id_idx" ON "trades" USING btree ("user_id","capital_account_id","external_id") WHERE "trades"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "trades_import_batch_idx" ON "trades" USING btree ("import_batch_id");