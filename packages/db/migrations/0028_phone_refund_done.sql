ALTER TABLE "payments" ADD COLUMN "refund_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_done_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_done" CHECK (("payments"."refund_done_at" is null) = ("payments"."refund_done_by" is null) and ("payments"."refund_done_at" is null) = ("payments"."refund_reference" is null) and ("payments"."refund_done_at" is null or "payments"."status" = 'refunded'));