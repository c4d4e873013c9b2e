CREATE TABLE "capital_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capital_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"mode" varchar(10) NOT NULL,
	"currency" char(3) NOT NULL,
	"starting_balance" numeric(20, 8) NOT NULL,
	"current_balance" numeric(20, 8) NOT NULL,
	"target_balance" numeric(20, 8),
	"start_date" date,
	"target_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capital_accounts_mode_check" CHECK ("capital_accounts"."mode" in ('SIM', 'LIVE', 'CHALLENGE'))
);
--> statement-breakpoint
CREATE TABLE "configuration_screenshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configuration_screenshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"configuration_id" integer NOT NULL,
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
CREATE TABLE "configuration_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configuration_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"configuration_id" integer NOT NULL,
	"description" varchar(200) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configurations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"parent_strategy_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"timezone" varchar(64) NOT NULL,
	"timing_preferred" jsonb NOT NULL,
	"timing_secondary" jsonb NOT NULL,
	"secondary_min_score_pct" numeric(5, 2) NOT NULL,
	"timing_multipliers" jsonb NOT NULL,
	"grade_bands" jsonb NOT NULL,
	"confirmations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_strategies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "global_strategies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capital_accounts" ADD CONSTRAINT "capital_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_screenshots" ADD CONSTRAINT "configuration_screenshots_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_screenshots" ADD CONSTRAINT "configuration_screenshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_types" ADD CONSTRAINT "configuration_types_configuration_id_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_parent_strategy_id_global_strategies_id_fk" FOREIGN KEY ("parent_strategy_id") REFERENCES "public"."global_strategies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_strategies" ADD CONSTRAINT "global_strategies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capital_accounts_user_idx" ON "capital_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "configuration_screenshots_parent_idx" ON "configuration_screenshots" USING btree ("configuration_id","position");--> statement-breakpoint
CREATE INDEX "configuration_types_configuration_idx" ON "configuration_types" USING btree ("configuration_id","position");--> statement-breakpoint
CREATE INDEX "configurations_user_idx" ON "configurations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "configurations_parent_strategy_idx" ON "configurations" USING btree ("parent_strategy_id");--> statement-breakpoint
CREATE INDEX "global_strategies_user_idx" ON "global_strategies" USING btree ("user_id");