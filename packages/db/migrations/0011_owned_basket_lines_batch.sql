-- updatePanier's line changes from many shoppers at once, in one statement and one commit (group commit, ADR 0023).
-- Under load the API gathers the changes that arrive while earlier ones are being written and sends them together:
-- one round trip and one commit instead of one each, which is where most of a change's cost went on PostgreSQL's
-- side and on the API's (a socket write and a wake-up per statement).
--
-- p_changes is a JSON array of {basket, user, session, product, quantity, now, version}; each change is the one of
-- cabas_set_owned_basket_line_announced_by_caller (migration 0010), answered with its index in the array (from 0).
-- Baskets are taken in id order. A basket locked by another transaction (its checkout, say) is skipped rather than
-- waited for, so one slow basket never holds up the others: its change answers `busy` and the caller sends it on
-- its own, where it waits for the lock as usual. A basket that is not the caller's active one answers `closed`.
CREATE OR REPLACE FUNCTION cabas_set_owned_basket_lines_announced_by_caller(p_changes jsonb)
  RETURNS TABLE (change_index integer, outcome text, product_name text, available integer, version text, unchanged boolean)
  LANGUAGE plpgsql
  SET cabas.reads_announced_by = 'caller'
  AS $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT (e.ordinality - 1)::integer AS i, x.basket, x."user", x.session, x.product, x.quantity, x.now, x.version
      FROM jsonb_array_elements(p_changes) WITH ORDINALITY AS e(value, ordinality),
        jsonb_to_record(e.value) AS x(basket integer, "user" integer, session integer, product integer, quantity integer, now timestamptz, version text)
      ORDER BY x.basket, e.ordinality
  LOOP
    PERFORM 1 FROM baskets b
      WHERE b.id = c.basket AND b.status = 'active'
        AND CASE WHEN c."user" IS NOT NULL THEN b.user_id = c."user" ELSE b.user_id IS NULL AND b.session_id = c.session END
      FOR UPDATE SKIP LOCKED;
    IF NOT FOUND THEN
      -- Skipped: either locked by someone else (its owner is checked again once the lock is had) or not theirs.
      RETURN QUERY SELECT c.i,
        CASE WHEN EXISTS (
          SELECT 1 FROM baskets b
            WHERE b.id = c.basket AND b.status = 'active'
              AND CASE WHEN c."user" IS NOT NULL THEN b.user_id = c."user" ELSE b.user_id IS NULL AND b.session_id = c.session END
        ) THEN 'busy' ELSE 'closed' END,
        NULL::text, NULL::integer, NULL::text, false;
      CONTINUE;
    END IF;
    RETURN QUERY SELECT c.i, s.* FROM cabas_set_basket_line(c.basket, c.product, c.quantity, c.now, c.version) s;
  END LOOP;
END
$$;
