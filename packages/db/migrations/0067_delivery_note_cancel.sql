-- ADR 0139: a delivery note imported by mistake is cancelled, not deleted (who, when, why), its units taken back as
-- note_cancel rows of the stock journal; its reference may be imported again, so the unique index counts standing notes only.
ALTER TABLE "stock_changes" DROP CONSTRAINT "stock_changes_kind";--> statement-breakpoint
ALTER TABLE "stock_changes" DROP CONSTRAINT "stock_changes_reason";--> statement-breakpoint
ALTER TABLE "stock_changes" DROP CONSTRAINT "stock_changes_note_is_delivery";--> statement-breakpoint
DROP INDEX "delivery_notes_reference_idx";--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "cancelled_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_notes_cancelled_by_idx" ON "delivery_notes" USING btree ("cancelled_by_user_id","cancelled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_notes_reference_idx" ON "delivery_notes" USING btree ("perimeter_id","reference_key") WHERE "delivery_notes"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_cancel_reason" CHECK (("delivery_notes"."cancelled_at" is null) = ("delivery_notes"."cancel_reason" is null) and ("delivery_notes"."cancel_reason" is null or char_length("delivery_notes"."cancel_reason") between 3 and 300));--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_note_cancel_lowers" CHECK ("stock_changes"."kind" <> 'note_cancel' or ("stock_changes"."delivery_note_id" is not null and "stock_changes"."reason" = 'annulation' and "stock_changes"."stock_after" < "stock_changes"."stock_before"));--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_kind" CHECK ("stock_changes"."kind" in ('set', 'delivery', 'withdraw', 'restore', 'open', 'note_cancel'));--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_reason" CHECK ("stock_changes"."reason" in ('reception', 'inventaire', 'casse', 'perime', 'rappel', 'qualite', 'controle', 'referencement', 'demande', 'saison', 'annulation'));--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_note_is_delivery" CHECK ("stock_changes"."delivery_note_id" is null or "stock_changes"."kind" in ('delivery', 'note_cancel'));