ALTER TABLE "users" ADD COLUMN "trade_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" SET "trade_count" = (SELECT count(*) FROM "trades" WHERE "trades"."user_id" = "users"."id");--> statement-breakpoint
-- Recounts rather than adds, so a restore that writes users with their count before their trades stays exact.
-- The owners' rows are locked first: the count then runs on a snapshot holding every commit made before the
-- lock, and a simultaneous writer for the same user waits here and recounts after this one commits.
CREATE FUNCTION "recount_user_trades"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" IN (SELECT "user_id" FROM "changed_trades") ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "users" SET "trade_count" = (SELECT count(*) FROM "trades" WHERE "trades"."user_id" = "users"."id")
    WHERE "id" IN (SELECT "user_id" FROM "changed_trades");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "trades_recount_after_insert" AFTER INSERT ON "trades" REFERENCING NEW TABLE AS "changed_trades"
  FOR EACH STATEMENT EXECUTE FUNCTION "recount_user_trades"();--> statement-breakpoint
CREATE TRIGGER "trades_recount_after_delete" AFTER DELETE ON "trades" REFERENCING OLD TABLE AS "changed_trades"
  FOR EACH STATEMENT EXECUTE FUNCTION "recount_user_trades"();
