CREATE TABLE "import_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"delimiter" varchar(1) NOT NULL,
	"decimal_separator" varchar(1) NOT NULL,
	"date_format" varchar(32) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"columns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_templates" ADD CONSTRAINT "import_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_templates_user_name_key" ON "import_templates" USING btree ("user_id",lower("name"));