-- The complement baskets still being filled, by the order they complete: the job that hands back those their order no
-- longer takes (its cut-off passed, ADR 0083 amended) reads them every minute without scanning every basket.
CREATE INDEX IF NOT EXISTS "baskets_filling_complements_idx" ON "baskets" USING btree ("order_id") WHERE "baskets"."status" = 'active' and "baskets"."mode" = 'complement';
