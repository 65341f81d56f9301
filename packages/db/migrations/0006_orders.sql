ALTER TABLE "sandbox_payments" ADD COLUMN "merchant_reference" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "return_path" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;