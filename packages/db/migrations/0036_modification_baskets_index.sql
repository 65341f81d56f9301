-- The modification baskets still being made, by the order they change: the job that hands back, past the order's
-- cut-off, what a modification added (ADR 0083, second amendment) reads them every minute without scanning every basket.
CREATE INDEX IF NOT EXISTS "baskets_filling_modifications_idx" ON "baskets" USING btree ("order_id") WHERE "baskets"."status" = 'active' and "baskets"."mode" = 'modification';
