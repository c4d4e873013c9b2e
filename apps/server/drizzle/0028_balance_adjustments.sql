CREATE TABLE "balance_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"capital_account_id" integer NOT NULL,
	"amount" numeric(20, 8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_capital_account_id_capital_accounts_id_fk" FOREIGN KEY ("capital_account_id") REFERENCES "public"."capital_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_account_idx" ON "balance_adjustments" USING btree ("capital_account_id","created_at");