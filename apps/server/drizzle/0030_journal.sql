CREATE TABLE "journal_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"plan_text" text DEFAULT '' NOT NULL,
	"plan_bias" varchar(7),
	"plan_levels" text DEFAULT '' NOT NULL,
	"max_trades" integer,
	"max_loss_r" numeric(12, 4),
	"plan_recorded_at" timestamp with time zone,
	"plan_locked_at" timestamp with time zone,
	"addenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mood" smallint,
	"energy" smallint,
	"stress" smallint,
	"sleep_hours" numeric(3, 1),
	"review_text" text DEFAULT '' NOT NULL,
	"plan_followed" varchar(6),
	"lessons" text DEFAULT '' NOT NULL,
	"mistakes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_days_bias_check" CHECK ("journal_days"."plan_bias" in ('LONG', 'SHORT', 'NEUTRAL')),
	CONSTRAINT "journal_days_plan_followed_check" CHECK ("journal_days"."plan_followed" in ('YES', 'PARTLY', 'NO')),
	CONSTRAINT "journal_days_max_trades_check" CHECK ("journal_days"."max_trades" >= 1),
	CONSTRAINT "journal_days_max_loss_r_check" CHECK ("journal_days"."max_loss_r" > 0),
	CONSTRAINT "journal_days_scales_check" CHECK ("journal_days"."mood" between 1 and 5 and "journal_days"."energy" between 1 and 5 and "journal_days"."stress" between 1 and 5),
	CONSTRAINT "journal_days_sleep_check" CHECK ("journal_days"."sleep_hours" between 0 and 24)
);
--> statement-breakpoint
CREATE TABLE "journal_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"kind" varchar(6) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_templates_kind_check" CHECK ("journal_templates"."kind" in ('PLAN', 'REVIEW'))
);
--> statement-breakpoint
ALTER TABLE "journal_days" ADD CONSTRAINT "journal_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_templates" ADD CONSTRAINT "journal_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_days_user_date_key" ON "journal_days" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "journal_templates_user_idx" ON "journal_templates" USING btree ("user_id","id");