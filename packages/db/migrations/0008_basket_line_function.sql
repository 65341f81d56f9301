-- Puts a quantity of one product in a basket (0 removes the line) in one round trip. The rules are those of
-- set-quantity.ts, which calls it and turns its outcome into French messages; it lives in the database only so
-- that a basket change costs one statement instead of seven (lock, product, current line, write, touch, and the
-- transaction's begin and commit): each statement of a PL/pgSQL function reads what was committed before it, so
-- once the basket row is locked, the line and stock it reads are current, as in a transaction.
-- Outcomes: ok, closed (the basket is no longer active), unknown_product, not_sold (no offer in the basket's
-- perimeter), no_stock (more than the stock, and more than the basket already held). A refusal writes nothing.
-- With `ok` come the basket row's new version (xmin) and whether the row was still at `p_version` (the version the
-- caller read it at) when locked: then the caller's copy of the row is current and its view can be kept.
CREATE OR REPLACE FUNCTION cabas_set_basket_line(p_basket integer, p_product integer, p_quantity integer, p_now timestamptz, p_version text)
  RETURNS TABLE (outcome text, product_name text, available integer, version text, unchanged boolean)
  LANGUAGE plpgsql AS $$
DECLARE
  v_perimeter integer;
  v_name text;
  v_sold boolean;
  v_available integer;
  v_before integer;
  v_read_version text;
  v_version text;
BEGIN
  SELECT b.perimeter_id, b.xmin::text INTO v_perimeter, v_read_version FROM baskets b WHERE b.id = p_basket AND b.status = 'active' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'closed'::text, NULL::text, NULL::integer, NULL::text, false;
    RETURN;
  END IF;
  SELECT p.name, o.product_id IS NOT NULL, CASE WHEN o.in_stock THEN o.stock ELSE 0 END
    INTO v_name, v_sold, v_available
    FROM products p LEFT JOIN offers o ON o.product_id = p.id AND o.perimeter_id = v_perimeter
    WHERE p.id = p_product;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'unknown_product'::text, NULL::text, NULL::integer, NULL::text, false;
    RETURN;
  END IF;
  IF p_quantity = 0 THEN
    DELETE FROM basket_items bi WHERE bi.basket_id = p_basket AND bi.product_id = p_product;
  ELSE
    IF NOT v_sold THEN
      RETURN QUERY SELECT 'not_sold'::text, v_name, NULL::integer, NULL::text, false;
      RETURN;
    END IF;
    SELECT bi.quantity INTO v_before FROM basket_items bi WHERE bi.basket_id = p_basket AND bi.product_id = p_product;
    -- Lowering a quantity is always allowed, even when the stock fell below it meanwhile.
    IF p_quantity > coalesce(v_before, 0) AND p_quantity > v_available THEN
      RETURN QUERY SELECT 'no_stock'::text, v_name, v_available, NULL::text, false;
      RETURN;
    END IF;
    INSERT INTO basket_items AS bi (basket_id, product_id, quantity, added_at)
      VALUES (p_basket, p_product, p_quantity, p_now)
      ON CONFLICT (basket_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity;
  END IF;
  -- The basket row's version changes with its lines: getPanier's kept view of it is no longer served.
  UPDATE baskets b SET updated_at = p_now WHERE b.id = p_basket RETURNING b.xmin::text INTO v_version;
  RETURN QUERY SELECT 'ok'::text, v_name, v_available, v_version, v_read_version IS NOT DISTINCT FROM p_version;
END
$$;
