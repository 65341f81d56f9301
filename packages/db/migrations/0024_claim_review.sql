-- Claims above the instant-credit ceilings wait for customer service (ADR 0050): a status, and what a credited
-- claim took back of the loyalty euros earned on the refunded goods (or could not, when already spent).
ALTER TABLE "order_claims" ADD COLUMN "status" text DEFAULT 'credited' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "loyalty_deducted_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "loyalty_unrecovered_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_claims_user_created_idx" ON "order_claims" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_status" CHECK ("order_claims"."status" in ('credited', 'under_review'));--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_loyalty" CHECK ("order_claims"."loyalty_deducted_cents" >= 0 and "order_claims"."loyalty_unrecovered_cents" >= 0);
