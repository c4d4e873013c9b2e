-- docs/rules/challenges.md#daily-loss: the rules gain daily_loss_pct (a percent of the balance daily_loss_basis
-- names, instead of an amount). Rules stored before it have none: every stored rule set reads with the key, null.
UPDATE "capital_accounts" SET "rules" = "rules" || '{"daily_loss_pct": null}'::jsonb
WHERE "rules" IS NOT NULL AND NOT ("rules" ? 'daily_loss_pct');
