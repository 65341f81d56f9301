-- The staff journal of one customer, newest first (getJournalSA, ADR 0091): login-as rows read by the customer they
-- were for, not only by the staff member.
CREATE INDEX IF NOT EXISTS "impersonations_customer_idx" ON "impersonations" USING btree ("customer_user_id","started_at");
