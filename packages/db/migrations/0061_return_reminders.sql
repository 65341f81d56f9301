-- Reminders of a returned SEPA debit still due, and the team's check of a debit returned after its order was refunded (ADR 0130).
ALTER TABLE "payments" ADD COLUMN "return_reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_checked_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_checked_note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_return_checked" CHECK (("payments"."return_checked_at" is null) = ("payments"."return_checked_by" is null) and ("payments"."return_checked_at" is null) = ("payments"."return_checked_note" is null) and ("payments"."return_checked_at" is null or "payments"."returned_at" is not null));
