-- A VAT rate per product, invoices frozen when issued, one gap-free invoice counter per year (ADR 0068).
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_positive" CHECK ("invoice_counters"."last_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_facts" jsonb;--> statement-breakpoint
-- 1. Every product first gets the rate the invoices have printed until now: 20 % under these four top-level aisles,
-- 5,5 % everywhere else (the rule of domain/vat.ts before ADR 0068).
WITH RECURSIVE tree("id", "root_slug") AS (
  SELECT "id", "slug" FROM "categories" WHERE "parent_id" IS NULL
  UNION ALL
  SELECT c."id", tree."root_slug" FROM "categories" c JOIN tree ON c."parent_id" = tree."id"
)
UPDATE "products" p
SET "vat_rate_bp" = CASE WHEN tree."root_slug" IN ('cave', 'hygiene-et-beaute', 'entretien-et-maison', 'animalerie') THEN 2000 ELSE 550 END
FROM tree
WHERE tree."id" = p."category_id";
--> statement-breakpoint
UPDATE "products" SET "vat_rate_bp" = 550 WHERE "vat_rate_bp" IS NULL;
--> statement-breakpoint
-- 2. Invoices already issued keep what they printed, frozen now with the same rule: each line's rate, the buyer's
-- name (the billing snapshot, else the account's, as invoice.ts read it) and the thank-you gift of the delivery
-- (chosen on the order or an order it replaced, the latest choice, at its product's rate). Their wrong rates are
-- corrected by rectifying invoices, not by rewriting what was mailed (ADR 0068).
UPDATE "order_lines" l
SET "vat_rate_bp" = p."vat_rate_bp"
FROM "products" p, "orders" o
WHERE p."id" = l."product_id" AND o."id" = l."order_id" AND o."invoice_number" IS NOT NULL;
--> statement-breakpoint
WITH RECURSIVE chain("order_id", "ancestor_id", "depth") AS (
  SELECT "id", "id", 1 FROM "orders" WHERE "invoice_number" IS NOT NULL
  UNION ALL
  SELECT chain."order_id", o."replaces_order_id", chain."depth" + 1
  FROM chain JOIN "orders" o ON o."id" = chain."ancestor_id"
  WHERE o."replaces_order_id" IS NOT NULL AND chain."depth" < 10
),
gift AS (
  SELECT DISTINCT ON (chain."order_id") chain."order_id", g."title", coalesce(p."vat_rate_bp", 550) AS "vat_rate_bp"
  FROM chain
  JOIN "order_gifts" og ON og."order_id" = chain."ancestor_id"
  JOIN "thank_you_gifts" g ON g."id" = og."gift_id"
  LEFT JOIN "products" p ON p."id" = g."product_id"
  ORDER BY chain."order_id", og."chosen_at" DESC
)
UPDATE "orders" o
SET "invoice_facts" = jsonb_build_object(
  'buyerName', concat_ws(' ', nullif(coalesce(o."billing_address" ->> 'prenom', u."prenom"), ''), nullif(coalesce(o."billing_address" ->> 'nom', u."nom"), '')),
  'gift', coalesce((SELECT jsonb_build_object('title', gift."title", 'vatRateBp', gift."vat_rate_bp") FROM gift WHERE gift."order_id" = o."id"), 'null'::jsonb)
)
FROM "users" u
WHERE u."id" = o."user_id" AND o."invoice_number" IS NOT NULL;
--> statement-breakpoint
-- 3. The corrections for what is sold from now on. Nappies, wipes and baby toiletries are not food: 20 %.
UPDATE "products" SET "vat_rate_bp" = 2000
WHERE "category_id" IN (SELECT "id" FROM "categories" WHERE "slug" IN ('couches-et-lingettes', 'toilette-bebe'));
--> statement-breakpoint
-- Milk chocolate (not « chocolat de ménage au lait ») and confectionery: 20 %; the alcohol-free beer: 5,5 %. The
-- seed's products by name, and the generator's variants of them (EAN range 378, named « <product>, <variant> »).
UPDATE "products" p
SET "vat_rate_bp" = fix."rate"
FROM (VALUES
  ('Chocolat au lait du Pérou', 2000),
  ('Chocolat au lait aux noisettes entières', 2000),
  ('Calissons d''Aix', 2000),
  ('Caramels au beurre salé', 2000),
  ('Bière sans alcool blonde 6 x 25 cl', 550)
) AS fix("name", "rate")
WHERE p."name" = fix."name"
  OR (p."ean13" LIKE '378%' AND left(p."name", length(fix."name") + 2) = fix."name" || ', ');
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "vat_rate_bp" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate" CHECK ("products"."vat_rate_bp" in (210, 550, 1000, 2000));
