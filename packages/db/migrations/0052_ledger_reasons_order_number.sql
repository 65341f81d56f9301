-- Loyalty ledger reasons written before ADR 0119 name their order without « n° » (« Commande 10000009 annulée »,
-- « Trop-perçu de la commande 10000009 réglée par téléphone (pesée) »): rewritten as the web-service writes them now
-- (loyalty-rules.ts, phone-payment.ts), so the loyalty history, the data export and a claim's take-back of loyalty
-- euros (claim-credit.ts finds a delivery's credit by its exact reason) read one form. Only a reason equal, character
-- for character, to one the code wrote for that row's own order is changed (the overpayment's row carries no order:
-- its whole text is matched); any other text, a gesture typed by hand among them, is left as it is. Run again, it
-- changes nothing.
UPDATE "loyalty_ledger" SET "reason" = 'Commande n° ' || "order_id"
  WHERE "order_id" IS NOT NULL AND "reason" = 'Commande ' || "order_id";--> statement-breakpoint
UPDATE "loyalty_ledger" SET "reason" = 'Commande n° ' || "order_id" || ' livrée'
  WHERE "order_id" IS NOT NULL AND "reason" = 'Commande ' || "order_id" || ' livrée';--> statement-breakpoint
UPDATE "loyalty_ledger" SET "reason" = 'Commande n° ' || "order_id" || ' annulée'
  WHERE "order_id" IS NOT NULL AND "reason" = 'Commande ' || "order_id" || ' annulée';--> statement-breakpoint
UPDATE "loyalty_ledger" SET "reason" = 'Paiement de la commande n° ' || "order_id" || ' non abouti'
  WHERE "order_id" IS NOT NULL AND "reason" = 'Paiement de la commande ' || "order_id" || ' non abouti';--> statement-breakpoint
UPDATE "loyalty_ledger"
  SET "reason" = regexp_replace("reason", '^Commande ([0-9]+) remplacée par la commande ([0-9]+)$', 'Commande n° \1 remplacée par la commande n° \2')
  WHERE "order_id" IS NOT NULL AND "reason" ~ ('^Commande ' || "order_id" || ' remplacée par la commande [0-9]+$');--> statement-breakpoint
UPDATE "loyalty_ledger"
  SET "reason" = regexp_replace("reason", '^Trop-perçu de la commande ([0-9]+) ', 'Trop-perçu de la commande n° \1 ')
  WHERE "kind" = 'cagnotte' AND "reason" ~ '^Trop-perçu de la commande [0-9]+ réglée par téléphone \(pesée\)$';
