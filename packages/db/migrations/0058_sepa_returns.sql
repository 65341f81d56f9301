-- Returned SEPA debits (ADR 0129): the payment marked unpaid with its reason and, once paid to customer service, how; the mandate revoked with why; the sandbox's test mandates.
CREATE TABLE "sandbox_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"return_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_kind" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_paid_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_paid_reference" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "mandate_ref" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "return_code" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "return_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
CREATE INDEX "payments_returned_idx" ON "payments" USING btree ("returned_at") WHERE "payments"."returned_at" is not null and "payments"."return_paid_at" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_returned" CHECK (("payments"."returned_at" is null) = ("payments"."return_code" is null) and ("payments"."returned_at" is null) = ("payments"."return_kind" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_return_paid" CHECK (("payments"."return_paid_at" is null) = ("payments"."return_paid_by" is null) and ("payments"."return_paid_at" is null) = ("payments"."return_paid_reference" is null) and ("payments"."return_paid_at" is null or "payments"."returned_at" is not null));