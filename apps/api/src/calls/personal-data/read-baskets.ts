// The export's addresses (deleted ones too: they are kept for past orders), baskets not ordered (an ordered basket
// is its order, exported as such) with their lines and packs, and the places the account took in delivery slots.
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { PersonalDataExport } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { amount, childrenBy, exportPhone, iso, isoOrNull } from "./export-values.ts";

type BasketPart = Pick<PersonalDataExport, "adresses" | "paniers" | "places_de_creneaux">;

export async function readBasketPart(tx: Database, userId: number): Promise<BasketPart> {
  const addresses = await tx
    .select()
    .from(schema.addresses)
    .where(eq(schema.addresses.userId, userId))
    .orderBy(asc(schema.addresses.id));
  const places = await tx
    .select({
      booking: schema.slotBookings,
      startsAt: schema.deliverySlots.startsAt,
      endsAt: schema.deliverySlots.endsAt,
    })
    .from(schema.slotBookings)
    .innerJoin(schema.deliverySlots, eq(schema.deliverySlots.id, schema.slotBookings.slotId))
    .where(eq(schema.slotBookings.userId, userId))
    .orderBy(asc(schema.slotBookings.createdAt), asc(schema.slotBookings.id));
  return {
    adresses: addresses.map((a) => ({
      id_adresse: a.id,
      libelle: a.label,
      civilite: a.civilite,
      nom: a.nom,
      prenom: a.prenom,
      societe: a.company,
      ligne1: a.line1,
      ligne2: a.line2,
      code_postal: a.postalCode,
      ville: a.city,
      digicode: a.doorCode,
      etage: a.floor,
      ascenseur: a.hasLift,
      nom_interphone: a.intercomName,
      telephone: exportPhone(a.phone),
      instructions: a.instructions,
      livraison_par_defaut: a.isDefaultDelivery,
      facturation_par_defaut: a.isDefaultBilling,
      cree_le: iso(a.createdAt),
      modifie_le: iso(a.updatedAt),
      supprimee_le: isoOrNull(a.deletedAt),
    })),
    paniers: await readBaskets(tx, userId),
    places_de_creneaux: places.map(({ booking, startsAt, endsAt }) => ({
      type: booking.kind,
      debut: iso(startsAt),
      fin: iso(endsAt),
      id_commande: booking.orderId,
      expire_le: isoOrNull(booking.expiresAt),
      liberee_le: isoOrNull(booking.releasedAt),
      cree_le: iso(booking.createdAt),
    })),
  };
}

async function readBaskets(tx: Database, userId: number): Promise<BasketPart["paniers"]> {
  const baskets = await tx
    .select()
    .from(schema.baskets)
    .where(and(eq(schema.baskets.userId, userId), ne(schema.baskets.status, "ordered")))
    .orderBy(asc(schema.baskets.id));
  const ids = baskets.map((b) => b.id);
  const items = await tx
    .select({ item: schema.basketItems, name: schema.products.name })
    .from(schema.basketItems)
    .innerJoin(schema.products, eq(schema.products.id, schema.basketItems.productId))
    .where(inArray(schema.basketItems.basketId, ids))
    .orderBy(asc(schema.basketItems.addedAt), asc(schema.basketItems.productId));
  const packs = await tx
    .select({ pack: schema.basketPacks, name: schema.packs.name })
    .from(schema.basketPacks)
    .innerJoin(schema.packs, eq(schema.packs.id, schema.basketPacks.packId))
    .where(inArray(schema.basketPacks.basketId, ids))
    .orderBy(asc(schema.basketPacks.addedAt), asc(schema.basketPacks.packId));
  const itemsOf = childrenBy(items, ({ item }) => item.basketId);
  const packsOf = childrenBy(packs, ({ pack }) => pack.basketId);
  return baskets.map((b) => ({
    id_panier: b.id,
    statut: b.status,
    mode: b.mode,
    id_commande_modifiee: b.orderId,
    id_perimetre: b.perimeterId,
    id_adresse_livraison: b.deliveryAddressId,
    id_adresse_facturation: b.billingAddressId,
    preference_substitution: b.substitutionPref,
    preference_sacs: b.bagPref,
    preference_contact: b.contactPref,
    note_au_preparateur: b.pickerNote,
    sans_impression: b.noPrint,
    remise_amex: b.useAmex,
    joker: b.useJoker,
    euros_fidelite: amount(b.eurofidCents),
    cagnotte: amount(b.cagnotteCents),
    code_avantage: b.advantageCode,
    don: amount(b.donationCents),
    origine: b.origin,
    cree_le: iso(b.createdAt),
    modifie_le: iso(b.updatedAt),
    articles: itemsOf(b.id).map(({ item, name }) => ({
      id_article: item.productId,
      nom: name,
      quantite: item.quantity,
      preference_substitution: item.substitutionPref,
      ajoute_le: iso(item.addedAt),
    })),
    packs: packsOf(b.id).map(({ pack, name }) => ({
      id_pack: pack.packId,
      nom: name,
      quantite: pack.quantity,
      ajoute_le: iso(pack.addedAt),
    })),
  }));
}
