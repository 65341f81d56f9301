-- What one piece a recipe line counts weighs (« 4 carottes » bought in a 1 kg bag, ADR 0076), and the seed's weights
-- for the recipes of databases seeded before (matched by recipe, label and product, so a line edited since keeps null).
-- Dated after 0032 since 2026-11-29: its first date came before 0032's, so a database migrated to 0032 earlier never
-- received it. Idempotent, as a database that did receive it runs it again once.
ALTER TABLE "recipe_ingredients" ADD COLUMN IF NOT EXISTS "piece_grams" integer;--> statement-breakpoint
ALTER TABLE "recipe_ingredients" DROP CONSTRAINT IF EXISTS "recipe_ingredients_piece_grams";--> statement-breakpoint
ALTER TABLE "recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_piece_grams" CHECK ("recipe_ingredients"."piece_grams" is null or "recipe_ingredients"."piece_grams" > 0);--> statement-breakpoint
UPDATE "recipe_ingredients" AS ri SET "piece_grams" = w.grams
FROM "recipes" AS r, "products" AS p, (VALUES
  ('Carottes', 'Carottes des sables', 125),
  ('Poireau', 'Poireaux', 250),
  ('Oignon', 'Oignons jaunes', 100),
  ('Oignons', 'Oignons jaunes', 100),
  ('Citron', 'Citrons jaunes', 120),
  ('Pomme de terre', 'Pommes de terre spéciales purée', 150),
  ('Échalotes', 'Échalotes de tradition', 30)
) AS w(label, product_name, grams)
WHERE ri.recipe_id = r.id AND ri.product_id = p.id AND ri.label = w.label AND p.name = w.product_name AND ri.unit = 'pièce'
  AND ri.piece_grams IS NULL
  AND r.slug IN ('blanquette-de-veau', 'ratatouille', 'boeuf-bourguignon', 'veloute-de-potimarron', 'moules-marinieres', 'poulet-roti-du-dimanche');
