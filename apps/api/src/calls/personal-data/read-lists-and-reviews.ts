// The export's shopping lists (favourites are products in lists, ADR 0033), notepads, remembered substitution
// preferences, product reviews, delivery ratings and survey answers.
import { asc, eq, inArray } from "drizzle-orm";
import type { PersonalDataExport } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { childrenBy, iso, isoOrNull } from "./export-values.ts";

type ListPart = Pick<
  PersonalDataExport,
  "listes" | "blocs_notes" | "preferences_produits" | "avis_produits" | "notations_livreur" | "questionnaires"
>;

export async function readListPart(tx: Database, userId: number): Promise<ListPart> {
  const lists = await tx
    .select()
    .from(schema.shoppingLists)
    .where(eq(schema.shoppingLists.userId, userId))
    .orderBy(asc(schema.shoppingLists.id));
  const items = await tx
    .select({ item: schema.shoppingListItems, name: schema.products.name })
    .from(schema.shoppingListItems)
    .innerJoin(schema.products, eq(schema.products.id, schema.shoppingListItems.productId))
    .where(
      inArray(
        schema.shoppingListItems.listId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(schema.shoppingListItems.addedAt), asc(schema.shoppingListItems.id));
  const itemsOf = childrenBy(items, ({ item }) => item.listId);
  const notepads = await tx
    .select()
    .from(schema.notepads)
    .where(eq(schema.notepads.userId, userId))
    .orderBy(asc(schema.notepads.id));
  const preferences = await tx
    .select({ preference: schema.productPreferences, name: schema.products.name })
    .from(schema.productPreferences)
    .innerJoin(schema.products, eq(schema.products.id, schema.productPreferences.productId))
    .where(eq(schema.productPreferences.userId, userId))
    .orderBy(asc(schema.products.name));
  const surveys = await tx
    .select()
    .from(schema.surveyResponses)
    .where(eq(schema.surveyResponses.userId, userId))
    .orderBy(asc(schema.surveyResponses.createdAt));
  return {
    listes: lists.map((l) => ({
      id_liste: l.id,
      nom: l.name,
      cree_le: iso(l.createdAt),
      modifie_le: iso(l.updatedAt),
      articles: itemsOf(l.id).map(({ item, name }) => ({
        id_article: item.productId,
        nom: name,
        quantite: item.quantity,
        ajoute_le: iso(item.addedAt),
      })),
    })),
    blocs_notes: notepads.map((n) => ({
      id_bloc_notes: n.id,
      titre: n.title,
      texte: n.body,
      cree_le: iso(n.createdAt),
      modifie_le: iso(n.updatedAt),
    })),
    preferences_produits: preferences.map(({ preference, name }) => ({
      id_article: preference.productId,
      nom: name,
      preference_substitution: preference.substitutionPref,
      modifie_le: iso(preference.updatedAt),
    })),
    ...(await readReviews(tx, userId)),
    questionnaires: surveys.map((s) => ({ code: s.surveyCode, reponses: s.answers, le: iso(s.createdAt) })),
  };
}

async function readReviews(
  tx: Database,
  userId: number,
): Promise<Pick<ListPart, "avis_produits" | "notations_livreur">> {
  const reviews = await tx
    .select({ review: schema.productReviews, name: schema.products.name })
    .from(schema.productReviews)
    .innerJoin(schema.products, eq(schema.products.id, schema.productReviews.productId))
    .where(eq(schema.productReviews.userId, userId))
    .orderBy(asc(schema.productReviews.createdAt), asc(schema.productReviews.id));
  const ratings = await tx
    .select()
    .from(schema.courierRatings)
    .where(eq(schema.courierRatings.userId, userId))
    .orderBy(asc(schema.courierRatings.createdAt), asc(schema.courierRatings.id));
  return {
    avis_produits: reviews.map(({ review: r, name }) => ({
      id_avis: r.id,
      id_article: r.productId,
      nom_article: name,
      id_commande: r.orderId,
      experience_le: isoOrNull(r.experiencedAt),
      note: r.rating,
      titre: r.title,
      texte: r.body,
      statut: r.status,
      motif_refus: r.rejectionReason,
      ecrit_le: iso(r.createdAt),
      modifie_le: iso(r.updatedAt),
      modere_le: isoOrNull(r.moderatedAt),
      publie_le: isoOrNull(r.publishedAt),
    })),
    notations_livreur: ratings.map((r) => ({
      id_commande: r.orderId,
      note: r.rating,
      ponctualite: r.punctuality,
      amabilite: r.courtesy,
      commentaire: r.comment,
      publication_acceptee: r.publishConsent,
      statut_commentaire: r.commentStatus,
      motif_refus: r.rejectionReason,
      experience_le: isoOrNull(r.experiencedAt),
      cree_le: iso(r.createdAt),
      modere_le: isoOrNull(r.moderatedAt),
      publie_le: isoOrNull(r.publishedAt),
    })),
  };
}
