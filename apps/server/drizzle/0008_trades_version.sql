ALTER TABLE "users" ADD COLUMN "trades_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A stamp never names two states of a user's trades: each change sets it past the previous stamp and past the
-- clock in microseconds, so a process that cached answers of another database (before a restore, say) can never
-- meet one of its stamps again. The owner's row is locked (as by 0007) before it moves.
CREATE FUNCTION "next_trades_version"("previous" bigint) RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT greatest("previous" + 1, (extract(epoch from clock_timestamp()) * 1000000)::bigint)
$$;--> statement-breakpoint
UPDATE "users" SET "trades_version" = "next_trades_version"("trades_version");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recount_user_trades"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" IN (SELECT "user_id" FROM "changed_trades") ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "users" SET "trade_count" = (SELECT count(*) FROM "trades" WHERE "trades"."user_id" = "users"."id"),
      "trades_version" = "next_trades_version"("trades_version")
    WHERE "id" IN (SELECT "user_id" FROM "changed_trades");
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An update moves the stamp of the owners it touched, before and after; no count changes (Carnet never moves a
-- trade to another user).
CREATE FUNCTION "stamp_user_trades"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "users"
    WHERE "id" IN (SELECT "user_id" FROM "old_trades" UNION SELECT "user_id" FROM "new_trades")
    ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "users" SET "trades_version" = "next_trades_version"("trades_version")
    WHERE "id" IN (SELECT "user_id" FROM "old_trades" UNION SELECT "user_id" FROM "new_trades");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "trades_stamp_after_update" AFTER UPDATE ON "trades"
  REFERENCING OLD TABLE AS "old_trades" NEW TABLE AS "new_trades"
  FOR EACH STATEMENT EXECUTE FUNCTION "stamp_user_trades"();
