-- Professional accounts (ADR 0042). An order keeps the company it was billed to (name, SIRET, VAT number) as the
-- account had them when it was placed: its invoice prints them, whatever the account says later or after deletion.
ALTER TABLE "orders" ADD COLUMN "buyer_company" jsonb;
--> statement-breakpoint
-- Orders placed before this column: the best record there is, the account's company as it stands today.
UPDATE "orders" AS o SET "buyer_company" = jsonb_build_object('name', u."company_name", 'siret', u."siret", 'vat', u."vat_number")
FROM "users" AS u
WHERE u."id" = o."user_id" AND u."kind" = 'professional' AND u."company_name" IS NOT NULL AND u."siret" IS NOT NULL;
--> statement-breakpoint
-- The professional page promised what did not exist (payment at 30 days, several users with caps, validation within
-- 24 hours): a database seeded before keeps its text, so it is replaced here, only where that old text is still there.
-- The same text as the seed's (packages/db/src/seed/data/pages-corporate.ts; a test keeps them equal).
UPDATE "static_pages" SET "title" = $page$Cabas Pro : la livraison de courses pour les professionnels$page$, "summary" = $page$Bureaux, crèches, restaurants et commerces : un compte au nom de votre entreprise et des factures à son nom, avec le détail de la TVA, pour chaque commande livrée.$page$, "body" = $page$## Une offre pensée pour les entreprises

Cabas livre les entreprises, les associations et les professionnels dans toutes les [villes que nous desservons](/ma-ville) : café et collations pour les bureaux, produits d'entretien, goûters pour les crèches et les centres de loisirs, compléments d'approvisionnement pour les restaurants et les commerces de bouche.

## Ce que vous offre un compte professionnel

- **Un compte au nom de votre entreprise** : raison sociale, numéro SIRET et numéro de TVA intracommunautaire, vérifiés dès l'inscription (clé du SIRET, correspondance du numéro de TVA avec le SIREN). Vous pouvez les consulter et les corriger à tout moment dans [Mes informations personnelles](/infos-personnelles).
- **Des factures au nom de votre entreprise**, avec votre SIRET et votre numéro de TVA, le taux de TVA de chaque article, le détail de la TVA par taux et les totaux HT, TVA et TTC. Chaque facture vous est envoyée par e-mail à la livraison et reste téléchargeable depuis la commande, dans votre espace client.
- **Les mêmes prix que sur tout le site**, affichés TTC comme pour tous nos clients ; la facture en donne le montant hors taxes.
- **Les mêmes services que pour les particuliers** : créneaux de livraison de deux heures, listes de courses et blocs-notes, modification ou complément de votre commande jusqu'à l'heure limite indiquée sur celle-ci.

## Paiement

Vous réglez à la commande, par carte bancaire ou par prélèvement SEPA, comme nos autres clients : le montant est autorisé à la commande et prélevé après la préparation, au poids réel pour les produits vendus au poids. La facture, acquittée, indique la date et le moyen du paiement.

Le [programme de fidélité](/programme-de-fidelite-cabas) est réservé aux particuliers : les commandes d'un compte professionnel ne rapportent pas d'euros fidélité.

## Ouvrir un compte

L'inscription est gratuite : munissez-vous de votre numéro SIRET et, si votre entreprise en a un, de votre numéro de TVA intracommunautaire. [Créer mon compte professionnel](/authentification?signin=1&pro=1). Votre compte est utilisable dès sa création : vous pouvez commander aussitôt.

Une question avant de vous lancer ? Écrivez-nous depuis le [formulaire de contact](/contacter-cabas).$page$, "updated_at" = now()
WHERE "slug" = 'livraison-de-courses-pour-professionnels' AND "body" LIKE '%Paiement à 30 jours%';
