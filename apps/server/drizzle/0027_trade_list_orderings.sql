CREATE INDEX "trades_user_r_asc_idx" ON "trades" USING btree ("user_id","realized_rr","id");--> statement-breakpoint
CREATE INDEX "trades_user_r_desc_idx" ON "trades" USING btree ("user_id","realized_rr" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "trades_user_net_asc_idx" ON "trades" USING btree ("user_id","pnl_amount","id");--> statement-breakpoint
CREATE INDEX "trades_user_net_desc_idx" ON "trades" USING btree ("user_id","pnl_amount" DESC NULLS LAST,"id" DESC NULLS FIRST);