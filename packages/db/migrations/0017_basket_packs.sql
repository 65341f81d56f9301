-- Packs bought as packs (buyPack): the basket remembers how many of each pack it was given (ADR 0031).

CREATE TABLE "basket_packs" (
	"basket_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_packs_basket_id_pack_id_pk" PRIMARY KEY("basket_id","pack_id"),
	CONSTRAINT "basket_packs_quantity_range" CHECK ("basket_packs"."quantity" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "basket_packs" ADD CONSTRAINT "basket_packs_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_packs" ADD CONSTRAINT "basket_packs_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE cascade ON UPDATE no action;