ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inactivity_warned_at" timestamp with time zone;--> statement-breakpoint
-- The sign-in history is deleted a year after each session ends (ADR 0113): what it still says is kept here first
-- (ADR 0135). A customer's own sessions only: staff acting as them is not their activity.
UPDATE "users" SET "last_active_at" = "seen"."at"
FROM (SELECT "user_id", max("last_seen_at") AS "at" FROM "sessions"
      WHERE "kind" = 'customer' AND "impersonator_id" IS NULL AND "user_id" IS NOT NULL GROUP BY "user_id") AS "seen"
WHERE "seen"."user_id" = "users"."id";
