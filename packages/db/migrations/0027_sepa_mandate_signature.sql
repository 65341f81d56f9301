-- SEPA mandates (ADR 0057): the place of signature written on the mandate form, and a keyed hash of the IBAN so that
-- signing again for an account that already has an active mandate reuses it instead of creating a second one.
ALTER TABLE "sepa_mandates" ADD COLUMN "iban_fingerprint" text;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN "signed_place" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_one_active_per_iban" ON "sepa_mandates" USING btree ("user_id","iban_fingerprint") WHERE "sepa_mandates"."revoked_at" is null and "sepa_mandates"."iban_fingerprint" is not null;
