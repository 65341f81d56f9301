-- A SEPA mandate on an account outside the European Economic Area (Switzerland, the United Kingdom, Monaco…) carries
-- the bank's BIC and the debtor's postal address (EPC SDD Core rulebook; ADR 0085's amendment). Null on EEA mandates.
ALTER TABLE "sepa_mandates" ADD COLUMN IF NOT EXISTS "debtor_bic" text;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN IF NOT EXISTS "debtor_street" text;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN IF NOT EXISTS "debtor_postal_code" text;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN IF NOT EXISTS "debtor_town" text;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD COLUMN IF NOT EXISTS "debtor_country" text;
