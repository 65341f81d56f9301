-- The warehouse screen (ADR 0094) lists the orders placed, preparing or out for delivery, by slot: a partial index keeps
-- that list to the few orders in the warehouse's hands, whatever the number delivered or cancelled over the years.
CREATE INDEX IF NOT EXISTS "orders_in_warehouse_idx" ON "orders" USING btree ("slot_id") WHERE "orders"."status" in ('placed', 'preparing', 'out_for_delivery') and "orders"."parent_order_id" is null;
