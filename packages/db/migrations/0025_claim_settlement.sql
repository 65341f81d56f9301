-- Customer service settles a claim under review (ADR 0052): credited (in full or in part) or refused with a reason,
-- and who did it when. Claims credited at once keep settled_at and settled_by null.
ALTER TABLE "order_claims" DROP CONSTRAINT "order_claims_status";--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "settled_by" text;--> statement-breakpoint
ALTER TABLE "order_claims" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_settled" CHECK (("order_claims"."settled_at" is null) = ("order_claims"."settled_by" is null));--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_refusal" CHECK (("order_claims"."status" = 'refused') = ("order_claims"."refusal_reason" is not null) and ("order_claims"."refusal_reason" is null or "order_claims"."refusal_reason" in ('hors_delai', 'produit_livre', 'deja_rembourse', 'abus')));--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_status" CHECK ("order_claims"."status" in ('credited', 'under_review', 'refused'));
