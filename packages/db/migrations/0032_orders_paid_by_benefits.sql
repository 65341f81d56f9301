-- An order whose benefits (vouchers, prize pot, loyalty euros) cover everything, with nothing to authorise, is paid
-- by « benefits »: no payment row, no provider, card, mandate or phone call (ADR 0072).
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_payment_method";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('card', 'sepa', 'phone', 'benefits'));
