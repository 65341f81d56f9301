-- The phone refunds advisers still owe at the terminal, oldest first, for the warehouse screen (ADR 0094, amendment 3):
-- a few rows among every payment, so a partial index.
CREATE INDEX IF NOT EXISTS "payments_phone_refunds_owed_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."provider" = 'telephone' and "payments"."status" = 'refunded' and "payments"."refund_done_at" is null;