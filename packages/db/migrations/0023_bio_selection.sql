-- Organic products sit on their natural shelf with the bio flag; the Bio aisle's pages are selections of the
-- organic products of other aisles (ADR 0049). A re-seed files the seed's organic products on their shelves.
ALTER TABLE "categories" ADD COLUMN "bio_selection_of" integer[];--> statement-breakpoint
CREATE INDEX "products_bio_category_idx" ON "products" USING btree ("category_id") WHERE "products"."is_bio";
