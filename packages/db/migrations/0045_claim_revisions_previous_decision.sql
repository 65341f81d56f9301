-- A claim's revision keeps who made the decision it followed, and when (ADR 0098, review): the claim's own row then
-- names the revision's author.
ALTER TABLE "order_claim_revisions" ADD COLUMN IF NOT EXISTS "previous_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_claim_revisions" ADD COLUMN IF NOT EXISTS "previous_settled_by" text;--> statement-breakpoint
ALTER TABLE "order_claim_revisions" ADD COLUMN IF NOT EXISTS "previous_settled_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "order_claim_revisions" ADD CONSTRAINT "order_claim_revisions_previous_settled_by_user_id_users_id_fk" FOREIGN KEY ("previous_settled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;