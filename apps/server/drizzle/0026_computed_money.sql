CREATE TABLE "data_migrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_migrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "data_migrations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "trades" DROP CONSTRAINT "trades_pnl_source_check";--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "fx_rate" numeric;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_pnl_source_check" CHECK ("trades"."pnl_source" in ('ESTIMATED', 'REPORTED', 'COMPUTED'));