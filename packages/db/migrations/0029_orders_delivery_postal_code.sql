-- One welcome discount per household (ADR 0063): a basket carrying one reads the orders delivered in its postal code
-- (advantage-codes.ts, welcomeDeliveriesAt). Written by hand and kept out of the Drizzle schema, like the functions
-- of 0026: an expression index on a JSON field.
CREATE INDEX IF NOT EXISTS "orders_delivery_postal_code_idx" ON "orders" USING btree (("delivery_address" ->> 'postalCode'));
