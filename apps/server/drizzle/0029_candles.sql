CREATE TABLE "candle_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candle_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"symbol" varchar(40) NOT NULL,
	"timeframe" varchar(3) NOT NULL,
	"first" timestamp with time zone NOT NULL,
	"last" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "candle_series_timeframe_check" CHECK (timeframe in ('1m', '5m', '15m', '1h', '4h', '1d'))
);
--> statement-breakpoint
CREATE TABLE "candles" (
	"series_id" integer NOT NULL,
	"t" timestamp with time zone NOT NULL,
	"o" numeric NOT NULL,
	"h" numeric NOT NULL,
	"l" numeric NOT NULL,
	"c" numeric NOT NULL,
	"v" numeric,
	CONSTRAINT "candles_series_id_t_pk" PRIMARY KEY("series_id","t")
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "excursions" jsonb;--> statement-breakpoint
ALTER TABLE "candle_series" ADD CONSTRAINT "candle_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candles" ADD CONSTRAINT "candles_series_id_candle_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."candle_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candle_series_user_symbol_idx" ON "candle_series" USING btree ("user_id","symbol","timeframe");