CREATE TABLE "backtest_goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backtest_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"label" varchar(120) NOT NULL,
	"target_minutes" integer NOT NULL,
	"start_date" date NOT NULL,
	"deadline" date,
	"status" varchar(9) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "backtest_goals_status_check" CHECK ("backtest_goals"."status" in ('ACTIVE', 'COMPLETED')),
	CONSTRAINT "backtest_goals_target_check" CHECK ("backtest_goals"."target_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "backtest_time_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backtest_time_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goal_id" integer NOT NULL,
	"session_id" integer,
	"duration_minutes" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backtest_time_logs_duration_check" CHECK ("backtest_time_logs"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "backtest_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backtest_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"instrument" varchar(40) DEFAULT '' NOT NULL,
	"timeframe" varchar(20) DEFAULT '' NOT NULL,
	"starting_equity" numeric NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trades_total" integer DEFAULT 0 NOT NULL,
	"trades_closed" integer DEFAULT 0 NOT NULL,
	"total_pnl" numeric DEFAULT '0' NOT NULL,
	"win_rate" double precision,
	"profit_factor" double precision,
	"max_drawdown_abs" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backtest_trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backtest_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"side" varchar(5) NOT NULL,
	"instrument" varchar(40) DEFAULT '' NOT NULL,
	"timeframe" varchar(20) DEFAULT '' NOT NULL,
	"strategy_tag" varchar(60) DEFAULT '' NOT NULL,
	"entry_time" timestamp with time zone NOT NULL,
	"entry_price" numeric NOT NULL,
	"qty" numeric NOT NULL,
	"stop_loss" numeric,
	"notes" text DEFAULT '' NOT NULL,
	"take_profits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pnl_abs" numeric,
	"r_multiple" double precision,
	CONSTRAINT "backtest_trades_side_check" CHECK ("backtest_trades"."side" in ('LONG', 'SHORT'))
);
--> statement-breakpoint
ALTER TABLE "backtest_goals" ADD CONSTRAINT "backtest_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backtest_time_logs" ADD CONSTRAINT "backtest_time_logs_goal_id_backtest_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."backtest_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backtest_time_logs" ADD CONSTRAINT "backtest_time_logs_session_id_backtest_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."backtest_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backtest_sessions" ADD CONSTRAINT "backtest_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backtest_trades" ADD CONSTRAINT "backtest_trades_session_id_backtest_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."backtest_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backtest_goals_one_active_idx" ON "backtest_goals" USING btree ("user_id") WHERE "backtest_goals"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "backtest_goals_user_idx" ON "backtest_goals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "backtest_time_logs_goal_idx" ON "backtest_time_logs" USING btree ("goal_id","started_at");--> statement-breakpoint
CREATE INDEX "backtest_time_logs_session_idx" ON "backtest_time_logs" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "backtest_sessions_user_idx" ON "backtest_sessions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "backtest_trades_session_entry_idx" ON "backtest_trades" USING btree ("session_id","entry_time","id");