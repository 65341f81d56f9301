-- A voucher may carry the unused part of another (ADR 0084): the voucher whose rest it is, and the order whose lighter
-- weighing left that part unused (null for the rest a cancellation after such a weighing gives back).
ALTER TABLE "vouchers" ADD COLUMN "remainder_of_id" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "remainder_order_id" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_remainder_of_id_vouchers_id_fk" FOREIGN KEY ("remainder_of_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vouchers_remainder_order_idx" ON "vouchers" USING btree ("remainder_order_id") WHERE "vouchers"."remainder_order_id" is not null;--> statement-breakpoint
CREATE INDEX "vouchers_remainder_of_idx" ON "vouchers" USING btree ("remainder_of_id") WHERE "vouchers"."remainder_of_id" is not null;
