-- Who on the staff moved an order from the warehouse screen, and who moderated a review or a delivery comment (ADR 0094,
-- amended): kept for the team, never shown to customers; null for what the commands and the shop itself did.
ALTER TABLE "order_events" ADD COLUMN "staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "courier_ratings" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_ratings" ADD CONSTRAINT "courier_ratings_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
