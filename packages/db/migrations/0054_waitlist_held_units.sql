-- Places of a waiting list held for the customer told (ADR 0120, amends ADR 0114): the units offered leave the shelf
-- (`offers.stock`) for the told customer's window and are counted on the entry, so every reader of the stock (the
-- catalogue, the basket, checkout's checks and its guarded updates) sees them taken; existing entries hold nothing.
ALTER TABLE "reservation_waitlist" ADD COLUMN "held_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_waitlist" ADD CONSTRAINT "reservation_waitlist_held_when_told" CHECK ("reservation_waitlist"."held_units" >= 0 and ("reservation_waitlist"."held_units" = 0 or "reservation_waitlist"."notified_at" is not null));--> statement-breakpoint
-- cabas_set_basket_line (migration 0026) counts the units held for the basket's customer as available to them, read
-- only when the stock alone would refuse the change (as a modification's held units): other baskets cost what they
-- did. Everything else is as in migration 0026; the owned and batched variants (0010, 0011) call this function.
CREATE OR REPLACE FUNCTION cabas_set_basket_line(p_basket integer, p_product integer, p_quantity integer, p_now timestamptz, p_version text)
  RETURNS TABLE (outcome text, product_name text, available integer, version text, unchanged boolean)
  LANGUAGE plpgsql AS $$
DECLARE
  v_perimeter integer;
  v_mode text;
  v_order integer;
  v_order_status text;
  v_order_payment text;
  v_order_cutoff timestamptz;
  v_name text;
  v_sold boolean;
  v_available integer;
  v_held integer;
  v_user integer;
  v_waitlist_held integer;
  v_before integer;
  v_read_version text;
  v_version text;
BEGIN
  SELECT b.perimeter_id, b.xmin::text, b.mode, b.order_id, b.user_id INTO v_perimeter, v_read_version, v_mode, v_order, v_user
    FROM baskets b WHERE b.id = p_basket AND b.status = 'active' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'closed'::text, NULL::text, NULL::integer, NULL::text, false;
    RETURN;
  END IF;
  IF v_mode <> 'order' AND v_order IS NOT NULL THEN
    SELECT o.status, o.payment_method, o.cutoff_at INTO v_order_status, v_order_payment, v_order_cutoff FROM orders o WHERE o.id = v_order;
    -- isOrderEditable (order-store.ts): placed, or awaiting a payment by phone, and before the cut-off.
    IF v_order_status IS NULL OR v_order_status IN ('cancelled', 'delivered') THEN
      RETURN QUERY SELECT 'order_closed'::text, NULL::text, NULL::integer, NULL::text, false;
      RETURN;
    END IF;
    IF NOT (v_order_status = 'placed' OR (v_order_status = 'pending_payment' AND v_order_payment = 'phone')) OR p_now >= v_order_cutoff THEN
      RETURN QUERY SELECT 'cutoff_passed'::text, NULL::text, NULL::integer, NULL::text, false;
      RETURN;
    END IF;
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
    IF p_quantity > coalesce(v_before, 0) AND p_quantity > v_available AND v_mode = 'modification' AND v_order IS NOT NULL THEN
      -- The units the order being modified holds are the modification's too (the order was checked editable above).
      SELECT ol.quantity INTO v_held FROM order_lines ol WHERE ol.order_id = v_order AND ol.product_id = p_product;
      v_available := v_available + coalesce(v_held, 0);
    END IF;
    IF p_quantity > coalesce(v_before, 0) AND p_quantity > v_available AND v_user IS NOT NULL THEN
      -- A place of the waiting list held for this customer, told and still within their window (ADR 0120): off the
      -- shelf for everyone else, theirs to reserve.
      SELECT w.held_units INTO v_waitlist_held FROM reservation_waitlist w
        WHERE w.user_id = v_user AND w.product_id = p_product AND w.perimeter_id = v_perimeter AND w.held_units > 0 AND w.offer_ends_at > p_now;
      v_available := v_available + coalesce(v_waitlist_held, 0);
    END IF;
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
