ALTER TABLE "backtest_trades" ALTER COLUMN "instrument" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "backtest_trades" ALTER COLUMN "instrument" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "backtest_trades" ALTER COLUMN "timeframe" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "backtest_trades" ALTER COLUMN "timeframe" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "backtest_trades" ALTER COLUMN "strategy_tag" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "backtest_trades" ALTER COLUMN "strategy_tag" SET DEFAULT '';