-- ADR 0126 amendment: the stock journal also records an offer taken off sale or put back on sale (kinds withdraw
-- and restore, the shelf unchanged) and their reasons (rappel, qualite, controle; perime already there).
ALTER TABLE "stock_changes" DROP CONSTRAINT "stock_changes_kind";--> statement-breakpoint
ALTER TABLE "stock_changes" DROP CONSTRAINT "stock_changes_reason";--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_sale_keeps_stock" CHECK ("stock_changes"."kind" not in ('withdraw', 'restore') or "stock_changes"."stock_after" = "stock_changes"."stock_before");--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_kind" CHECK ("stock_changes"."kind" in ('set', 'delivery', 'withdraw', 'restore'));--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_reason" CHECK ("stock_changes"."reason" in ('reception', 'inventaire', 'casse', 'perime', 'rappel', 'qualite', 'controle'));