-- Returned SEPA debits (ADR 0129): the payment marked unpaid with its reason, the mandate revoked with why, and the sandbox's test IBANs.
CREATE TABLE "sandbox_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"return_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_kind" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "mandate_ref" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "return_code" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "return_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
CREATE INDEX "payments_returned_idx" ON "payments" USING btree ("returned_at") WHERE "payments"."returned_at" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_returned" CHECK (("payments"."returned_at" is null) = ("payments"."return_code" is null) and ("payments"."returned_at" is null) = ("payments"."return_kind" is null));