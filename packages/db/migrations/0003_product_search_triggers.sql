-- Keeps each product's search document and trigram text in step with its name, brand, aisles and
-- description, whoever writes the row (seed, generator, back-office).
CREATE OR REPLACE FUNCTION cabas_product_search_refresh() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
  aisle_names text;
BEGIN
  SELECT b.name INTO brand_name FROM brands b WHERE b.id = NEW.brand_id;
  WITH RECURSIVE up AS (
    SELECT c.id, c.parent_id, c.name, 0 AS depth FROM categories c WHERE c.id = NEW.category_id
    UNION ALL
    SELECT c.id, c.parent_id, c.name, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id WHERE up.depth < 10
  )
  SELECT string_agg(up.name, ' ') INTO aisle_names FROM up;
  NEW.search_document :=
    setweight(to_tsvector('cabas_fr', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('cabas_fr', coalesce(brand_name, '')), 'B') ||
    setweight(to_tsvector('cabas_fr', coalesce(aisle_names, '')), 'C') ||
    setweight(to_tsvector('cabas_fr', coalesce(NEW.description, '')), 'D');
  NEW.search_text := lower(cabas_unaccent(coalesce(NEW.name, '') || ' ' || coalesce(brand_name, '')));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_refresh
  BEFORE INSERT OR UPDATE OF name, brand_id, category_id, description ON products
  FOR EACH ROW EXECUTE FUNCTION cabas_product_search_refresh();--> statement-breakpoint
-- Rebuilds the dictionary of catalogue words used to correct misspellings; run after bulk changes.
CREATE OR REPLACE FUNCTION cabas_refresh_search_words() RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM search_words;
  INSERT INTO search_words (word, frequency)
  SELECT w, count(*)::int FROM (
    SELECT regexp_split_to_table(p.search_text, '[^a-z0-9]+') AS w FROM products p
    UNION ALL
    SELECT regexp_split_to_table(lower(cabas_unaccent(c.name)), '[^a-z0-9]+') FROM categories c
  ) words
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  GROUP BY w;
$$;
