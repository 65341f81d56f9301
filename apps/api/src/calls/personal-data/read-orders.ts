// The export's orders (with their lines, payments, history and thank-you gift) and after-sales claims. Left out:
// the checkout's idempotency key and the payment provider's references (technical keys that identify nobody and that
// the customer cannot use), and the name of the agent who settled a claim, marked a refund done or called about a
// returned debit (the agent's data).
import { asc, eq, inArray } from "drizzle-orm";
import { RETURN_CALL_OUTCOME_LABELS, type PersonalDataExport, type ReturnCallOutcome } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { customerOrderStatusLabel, replacementsOf } from "../../domain/order-status.ts";
import { amount, amountOrNull, childrenBy, columnsWithout, exportPhone, iso, isoOrNull } from "./export-values.ts";

type OrderPart = Pick<PersonalDataExport, "commandes" | "reclamations">;
type OrderRow = Omit<typeof schema.orders.$inferSelect, "idempotencyKey">;

export async function readOrderPart(tx: Database, userId: number): Promise<OrderPart> {
  const orders = await tx
    .select({
      order: columnsWithout(schema.orders, "idempotencyKey"),
      startsAt: schema.deliverySlots.startsAt,
      endsAt: schema.deliverySlots.endsAt,
    })
    .from(schema.orders)
    .innerJoin(schema.deliverySlots, eq(schema.deliverySlots.id, schema.orders.slotId))
    .where(eq(schema.orders.userId, userId))
    .orderBy(asc(schema.orders.placedAt), asc(schema.orders.id));
  const ids = orders.map(({ order }) => order.id);
  const lines = await tx
    .select()
    .from(schema.orderLines)
    .where(inArray(schema.orderLines.orderId, ids))
    .orderBy(asc(schema.orderLines.name), asc(schema.orderLines.productId));
  // The agent who marked a refund done, or a returned debit paid (ADR 0129), is the agent's data, like a claim's `settledBy`.
  const payments = await tx
    .select(columnsWithout(schema.payments, "providerRef", "refundDoneBy", "returnPaidBy"))
    .from(schema.payments)
    .where(inArray(schema.payments.orderId, ids))
    .orderBy(asc(schema.payments.createdAt), asc(schema.payments.id));
  const events = await tx
    .select()
    .from(schema.orderEvents)
    .where(inArray(schema.orderEvents.orderId, ids))
    .orderBy(asc(schema.orderEvents.createdAt), asc(schema.orderEvents.id));
  const gifts = await tx
    .select({
      orderId: schema.orderGifts.orderId,
      title: schema.thankYouGifts.title,
      chosenAt: schema.orderGifts.chosenAt,
    })
    .from(schema.orderGifts)
    .innerJoin(schema.thankYouGifts, eq(schema.thankYouGifts.id, schema.orderGifts.giftId))
    .where(eq(schema.orderGifts.userId, userId));
  // Calls about a returned debit are about her (ADR 0136): hers to read, without the adviser who made them.
  const calls = await tx
    .select(columnsWithout(schema.orderStaffNotes, "staffUserId", "staffName"))
    .from(schema.orderStaffNotes)
    .where(inArray(schema.orderStaffNotes.orderId, ids))
    .orderBy(asc(schema.orderStaffNotes.createdAt), asc(schema.orderStaffNotes.id));
  const linesOf = childrenBy(lines, (l) => l.orderId);
  const callsOf = childrenBy(calls, (c) => c.orderId);
  const paymentsOf = childrenBy(payments, (p) => p.orderId);
  const eventsOf = childrenBy(events, (e) => e.orderId);
  const giftOf = childrenBy(gifts, (g) => g.orderId);
  // A modification placed (not a card or SEPA attempt whose payment never went through, as the order lists count it).
  const placed = new Set(
    orders
      .filter(({ order }) => order.status !== "cancelled" || order.paymentMethod === "phone" || eventsOf(order.id).some((e) => e.status === "placed"))
      .map(({ order }) => order.id),
  );
  const replacedBy = replacementsOf(
    orders.map(({ order }) => order),
    (id) => placed.has(id),
  );
  return {
    commandes: orders.map(({ order, startsAt, endsAt }) => ({
      ...orderFacts(order, replacedBy.get(order.id) ?? null),
      creneau: { debut: iso(startsAt), fin: iso(endsAt) },
      lignes: linesOf(order.id).map((l) => ({
        id_article: l.productId,
        nom: l.name,
        quantite: l.quantity,
        prix_unitaire: amount(l.unitPriceCents),
        montant: amount(l.lineCents),
        poids_variable: l.variableWeight,
        poids_estime_grammes: l.estimatedWeightGrams,
        poids_final_grammes: l.finalWeightGrams,
        montant_final: amountOrNull(l.finalLineCents),
        preference_substitution: l.substitutionPref,
        taux_tva_pourcent: l.vatRateBp === null ? null : l.vatRateBp / 100,
      })),
      paiements: paymentsOf(order.id).map((p) => ({
        moyen: p.method,
        statut: p.status,
        montant: amount(p.amountCents),
        encaisse: amountOrNull(p.capturedCents),
        id_carte: p.cardId,
        id_mandat: p.mandateId,
        motif_echec: p.failureReason,
        cree_le: iso(p.createdAt),
        modifie_le: iso(p.updatedAt),
        rembourse_le: isoOrNull(p.refundDoneAt),
        reference_remboursement: p.refundReference,
      })),
      historique: eventsOf(order.id).map((e) => ({ statut: e.status, note: e.note, le: iso(e.createdAt) })),
      cadeau: giftOf(order.id).map((g) => ({ titre: g.title, choisi_le: iso(g.chosenAt) }))[0] ?? null,
      appels_du_service_client: callsOf(order.id).map((c) => ({ le: iso(c.createdAt), issue: RETURN_CALL_OUTCOME_LABELS[c.outcome as ReturnCallOutcome], paiement_promis_le: c.promisedOn, note: c.note })),
    })),
    reclamations: await readClaims(tx, userId),
  };
}

/** The order's copy of an address, under the names the file's addresses use. */
const SNAPSHOT_KEYS: Record<string, string> = {
  label: "libelle",
  company: "societe",
  line1: "ligne1",
  line2: "ligne2",
  postalCode: "code_postal",
  city: "ville",
  doorCode: "digicode",
  floor: "etage",
  hasLift: "ascenseur",
  intercomName: "nom_interphone",
  phone: "telephone",
};

/**
 * Names not listed (civilite, nom, prenom, instructions…) are already French, and kept as they are: nothing is dropped.
 * The phone reads as on the site, like the account's and the addresses'.
 */
const addressSnapshot = (snapshot: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(snapshot).map(([key, value]) => [
      SNAPSHOT_KEYS[key] ?? key,
      key === "phone" && typeof value === "string" ? exportPhone(value) : value,
    ]),
  );

/** What the order row itself says: its state, snapshots, amounts, invoice and dates. */
/** `replacedBy`: the modification that replaced the order: its label says so (ADR 0115), its `statut` stays `cancelled`. */
function orderFacts(order: OrderRow, replacedBy: number | null) {
  return {
    id_commande: order.id,
    statut: order.status,
    statut_libelle: customerOrderStatusLabel(order.status, replacedBy),
    id_panier: order.basketId,
    id_perimetre: order.perimeterId,
    complement_de: order.parentOrderId,
    remplace: order.replacesOrderId,
    adresse_livraison: addressSnapshot(order.deliveryAddress),
    adresse_facturation: addressSnapshot(order.billingAddress),
    entreprise: order.buyerCompany && {
      raison_sociale: order.buyerCompany.name,
      siret: order.buyerCompany.siret,
      numero_tva: order.buyerCompany.vat,
    },
    montants: {
      marchandises: amount(order.goodsCents),
      livraison: amount(order.feeCents),
      remises: amount(order.discountCents),
      total: amount(order.totalCents),
      autorise: amount(order.authorisedCents),
      encaisse: amountOrNull(order.finalCents),
    },
    detail_des_montants: { centimes: order.totals, devise: "EUR" as const },
    moyen_de_paiement: order.paymentMethod,
    preferences: order.preferences,
    numero_facture: order.invoiceNumber,
    nom_sur_la_facture: order.invoiceFacts?.buyerName ?? null,
    date_limite_de_modification: iso(order.cutoffAt),
    passee_le: iso(order.placedAt),
    preparee_le: isoOrNull(order.preparedAt),
    expediee_le: isoOrNull(order.shippedAt),
    livree_le: isoOrNull(order.deliveredAt),
    annulee_le: isoOrNull(order.cancelledAt),
    modifiee_le: iso(order.updatedAt),
  };
}

async function readClaims(tx: Database, userId: number): Promise<OrderPart["reclamations"]> {
  const claims = await tx
    .select(columnsWithout(schema.orderClaims, "settledBy"))
    .from(schema.orderClaims)
    .where(eq(schema.orderClaims.userId, userId))
    .orderBy(asc(schema.orderClaims.createdAt), asc(schema.orderClaims.id));
  const lines = await tx
    .select({ line: schema.orderClaimLines, name: schema.products.name })
    .from(schema.orderClaimLines)
    .innerJoin(schema.products, eq(schema.products.id, schema.orderClaimLines.productId))
    .where(
      inArray(
        schema.orderClaimLines.claimId,
        claims.map((c) => c.id),
      ),
    )
    .orderBy(asc(schema.products.name));
  const linesOf = childrenBy(lines, ({ line }) => line.claimId);
  const revisions = await tx
    .select()
    .from(schema.orderClaimRevisions)
    .where(
      inArray(
        schema.orderClaimRevisions.claimId,
        claims.map((c) => c.id),
      ),
    )
    .orderBy(asc(schema.orderClaimRevisions.revisedAt), asc(schema.orderClaimRevisions.id));
  const revisionsOf = childrenBy(revisions, (r) => r.claimId);
  return claims.map((c) => ({
    id_reclamation: c.id,
    id_commande: c.orderId,
    statut: c.status,
    credit: amount(c.creditCents),
    euros_fidelite_repris: amount(c.loyaltyDeductedCents),
    euros_fidelite_non_repris: amount(c.loyaltyUnrecoveredCents),
    commentaire: c.comment,
    cree_le: iso(c.createdAt),
    traitee_le: isoOrNull(c.settledAt),
    motif_refus: c.refusalReason,
    revisions: revisionsOf(c.id).map((r) => ({
      le: iso(r.revisedAt),
      statut_avant: r.previousStatus,
      motif_refus_avant: r.previousRefusalReason,
      credit_ajoute: amount(r.addedCents),
      euros_fidelite_repris: amount(r.loyaltyDeductedCents),
      raison: r.note,
    })),
    lignes: linesOf(c.id).map(({ line, name }) => ({
      id_article: line.productId,
      nom: name,
      quantite: line.quantity,
      motif: line.reason,
      credit: amount(line.creditCents),
    })),
  }));
}
