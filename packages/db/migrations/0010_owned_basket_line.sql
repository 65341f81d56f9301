-- updatePanier's line change, checked against its owner under the basket row's lock. The API may take a basket
-- from memory (the copy kept with its view, ADR 0019) or have looked it up a moment earlier; meanwhile the basket
-- may have been closed (checkout) or given to an account (a guest signing in: mergeGuestBasket sets its user).
-- The row is locked with its owner — the account (p_user), else the guest session (p_session) of a basket without
-- account — so a change lands only in the caller's own active basket: otherwise `closed`, nothing written, and the
-- caller looks its basket up again. The rest is cabas_set_basket_line (migration 0008); like
-- cabas_set_basket_line_announced_by_caller (0009), the basket trigger stays quiet and the caller announces it.
CREATE OR REPLACE FUNCTION cabas_set_owned_basket_line_announced_by_caller(p_basket integer, p_user integer, p_session integer, p_product integer, p_quantity integer, p_now timestamptz, p_version text)
  RETURNS TABLE (outcome text, product_name text, available integer, version text, unchanged boolean)
  LANGUAGE plpgsql
  SET cabas.reads_announced_by = 'caller'
  AS $$
BEGIN
  -- FOR UPDATE waits for a writer of the row and checks the owner on the row as that writer left it.
  PERFORM 1 FROM baskets b
    WHERE b.id = p_basket AND b.status = 'active'
      AND CASE WHEN p_user IS NOT NULL THEN b.user_id = p_user ELSE b.user_id IS NULL AND b.session_id = p_session END
    FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'closed'::text, NULL::text, NULL::integer, NULL::text, false;
    RETURN;
  END IF;
  -- Locking does not change the row's version (xmin): the function below still compares it with p_version.
  RETURN QUERY SELECT * FROM cabas_set_basket_line(p_basket, p_product, p_quantity, p_now, p_version);
END
$$;
