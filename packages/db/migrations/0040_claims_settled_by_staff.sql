-- The staff member who credited or refused a claim on the claims screen (ADR 0095): kept for the team, never shown to
-- the customer nor in their data export; null for a claim credited at once or settled with `npm run claims`.
ALTER TABLE "order_claims" ADD COLUMN "settled_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_settled_by_user_id_users_id_fk" FOREIGN KEY ("settled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;