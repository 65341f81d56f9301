-- French search: accent folding (unaccent), typo tolerance (pg_trgm) and a text-search
-- configuration "cabas_fr" that folds accents before French stemming, so that
-- "creme fraiche" matches "Crème fraîche" and "pates" matches "Pâtes".
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'cabas_fr') THEN
    CREATE TEXT SEARCH CONFIGURATION cabas_fr (COPY = french);
    ALTER TEXT SEARCH CONFIGURATION cabas_fr
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
  END IF;
END
$$;--> statement-breakpoint
-- unaccent() is only STABLE; this IMMUTABLE wrapper (dictionary named explicitly) can be used in indexes.
CREATE OR REPLACE FUNCTION cabas_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
