-- Editorial content follows the seed (ADR 0045): each seeded row keeps the fingerprint of the content the seed wrote
-- (seed_hash; NULL for rows written before this migration, see the ADR's rule for them), and seeded_content_keys
-- remembers every key the seed has written, so a row someone deleted is not inserted again at the next start.
CREATE TABLE "seeded_content_keys" (
	"table_name" text NOT NULL,
	"key" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeded_content_keys_table_name_key_pk" PRIMARY KEY("table_name","key")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "homepage_blocks" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "marketing_blocks" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "site_messages" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "seed_hash" text;