ALTER TABLE "trades" DROP CONSTRAINT "trades_asset_type_check";--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "assets" SET DEFAULT '{"CRYPTO":[],"FOREX":[],"STOCK":[],"FUTURES":[],"CFD":[]}'::jsonb;--> statement-breakpoint
ALTER TABLE "trades" ALTER COLUMN "asset_type" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_asset_type_check" CHECK ("trades"."asset_type" in ('CRYPTO', 'FOREX', 'STOCK', 'FUTURES', 'CFD'));