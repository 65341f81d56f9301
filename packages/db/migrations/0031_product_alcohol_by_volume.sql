-- Alcoholic drinks carry the health warning and the notice on sales to minors (ADR 0070). Whether a product is one
-- is read from its alcohol by volume, in per mille (5 % vol → 50; above 12, i.e. 1,2 % vol, it is alcoholic), not
-- from its aisle: an alcohol-free beer sits among the beers.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "alcohol_per_mille" integer;
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT IF EXISTS "products_alcohol_per_mille";
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_alcohol_per_mille" CHECK ("products"."alcohol_per_mille" is null or "products"."alcohol_per_mille" between 0 and 1000);
--> statement-breakpoint
-- Databases seeded before this column: every drink of the cellar (hand-written and generated) declares its strength
-- in its description as the label does (« 13,5 % vol. »), the alcohol-free beer « 0,0 % d'alcool ». A cellar
-- product declaring neither stays null (not counted as alcoholic) and is listed by the query in ADR 0070.
WITH RECURSIVE cellar(id) AS (
  SELECT "id" FROM "categories" WHERE "slug" = 'cave'
  UNION ALL
  SELECT c."id" FROM "categories" c JOIN cellar ON c."parent_id" = cellar.id
)
UPDATE "products" p
SET "alcohol_per_mille" = CASE
  WHEN p."description" ~ '[0-9]+(,[0-9])? % vol' THEN
    round(replace(substring(p."description" from '([0-9]+(?:,[0-9])?) % vol'), ',', '.')::numeric * 10)::integer
  ELSE 0 END
WHERE p."alcohol_per_mille" IS NULL
  AND p."category_id" IN (SELECT id FROM cellar)
  AND (p."description" ~ '[0-9]+(,[0-9])? % vol' OR p."description" LIKE '%0,0 \% d''alcool%');
--> statement-breakpoint
-- Cider is not a craft beer: it leaves the « Bières artisanales » offer (the seed no longer puts it there; ADR 0045
-- does not refresh mix-and-match groups, so live databases are corrected here, once).
DELETE FROM "mix_match_products" m
USING "mix_match_groups" g, "products" p
WHERE m."group_id" = g."id" AND m."product_id" = p."id"
  AND g."slug" = 'bieres-artisanales-2e-a-moitie-prix' AND p."slug" = 'cidre-brut-de-normandie-igp-75cl';
