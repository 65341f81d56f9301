// getCommande, isPaiementOK and downloadFile: the customer's own orders, their payment outcome, their invoices.
import { desc, eq } from "drizzle-orm";
import { centsToEuros, downloadFile, frenchWeekdayTime, getCommande, isPaiementOK } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound } from "../../http/app-error.ts";
import { requireCustomer } from "./card-calls.ts";
import { paymentOutcomeMessage } from "../../domain/payment-messages.ts";
import { followingComplementText } from "../../domain/order-labels.ts";
import { activeComplementBasketOf } from "../basket/changed-order.ts";
import { BENEFITS_METHOD, settledMethod } from "../../domain/benefits-payment.ts";
import { invoicePdfFor } from "./invoice.ts";
import { rectifyingInvoiceOf, sendRectifyingInvoicePdf } from "./rectifying-invoices.ts";
import { abandonedBasketDetail, abandonedBaskets } from "../service/abandoned-baskets.ts";
import { principalPerimeterId } from "../slots/visitor-perimeter.ts";
import { CLOSED, IN_PROGRESS, listOrders, loadOwnedOrder, orderDetail } from "./order-store.ts";

const monthFormat = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "Europe/Paris" });

export const getCommandeCall = implement(getCommande, async ({ db, principal, input, now }) => {
  const userId = requireCustomer(principal);
  const at = now();
  if (input.id_commande) {
    const order = await loadOwnedOrder(db, userId, input.id_commande);
    const commande = await orderDetail(db, order, at);
    return { commandes: [commande], total: 1, commande };
  }
  if (input.type === "paniers") {
    const perimeterId = await principalPerimeterId(db, principal);
    const paniers = await abandonedBaskets(db, userId, perimeterId, at, input.limit);
    const panier = input.id_panier ? await abandonedBasketDetail(db, userId, input.id_panier, perimeterId, at) : undefined;
    return { commandes: [], total: paniers.length, paniers, ...(panier ? { panier } : {}) };
  }
  const statuses = input.type === "en_cours" ? IN_PROGRESS : input.type === "terminees" ? CLOSED : undefined;
  const { orders, total } = await listOrders(
    db,
    userId,
    { ...(statuses ? { statuses } : {}), ...(input.id_panier ? { basketId: input.id_panier } : {}), limit: input.count ? 1 : input.limit, sort: input.group ? "placed" : "delivery" },
    at,
  );
  if (input.count) return { commandes: [], total };
  if (!input.group) return { commandes: orders, total };
  // By the month each order was placed (ADR 0055), newest first: the list comes sorted that way.
  const groupes: { mois: string; commandes: number[] }[] = [];
  for (const order of orders) {
    const mois = monthFormat.format(new Date(order.date_commande));
    const last = groupes.at(-1);
    if (last?.mois === mois) last.commandes.push(order.id_commande);
    else groupes.push({ mois, commandes: [order.id_commande] });
  }
  return { commandes: orders, total, groupes };
});

export const isPaiementOkCall = implement(isPaiementOK, async ({ db, principal, input }) => {
  const userId = requireCustomer(principal);
  const order = await loadOwnedOrder(db, userId, input.id_commande);
  const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id)).orderBy(desc(schema.payments.id)).limit(1);
  // Nothing charged (ADR 0072): no payment row, or a card's authorisation released at a weighing billed 0.
  const byBenefits = settledMethod(order) === BENEFITS_METHOD;
  const status = byBenefits ? "not_required" : (payment?.status ?? "pending");
  const paye = byBenefits ? order.status !== "cancelled" : status === "authorised" || status === "captured";
  // A modification the customer's complement basket followed (ADR 0078): said until that basket is paid or left.
  const basketFollows =
    order.replacesOrderId !== null &&
    (await db.select({ id: schema.baskets.id }).from(schema.baskets).where(activeComplementBasketOf(userId, order.id)).limit(1)).length > 0;
  const changed =
    order.replacesOrderId !== null
      ? ` Elle remplace la commande n° ${order.replacesOrderId}.${basketFollows ? ` ${followingComplementText(order.replacesOrderId, order.id, frenchWeekdayTime(order.cutoffAt))}` : ""}`
      : order.parentOrderId !== null
        ? ` Elle sera livrée avec la commande n° ${order.parentOrderId}.`
        : "";
  const moyen = settledMethod(order);
  const message = paymentOutcomeMessage({ status: byBenefits && order.status === "cancelled" ? "cancelled" : status, method: moyen, failureReason: payment?.failureReason ?? null, changed });
  return {
    message,
    id_commande: order.id,
    paye,
    statut_paiement: status,
    statut_commande: order.status,
    moyen,
    montant: centsToEuros(order.authorisedCents),
    total: centsToEuros(order.totalCents),
    remplace: order.replacesOrderId,
    complement_de: order.parentOrderId,
    panier_complement: basketFollows,
  };
});

export const downloadFileCall = implement(downloadFile, async ({ db, principal, input, reply }) => {
  const userId = requireCustomer(principal);
  const order = await loadOwnedOrder(db, userId, input.n);
  if (input.t === "rectificative") {
    // Owned like the invoice: someone else's order answers as one that does not exist (loadOwnedOrder).
    const row = await rectifyingInvoiceOf(db, order.id);
    if (!row) throw notFound("Pas de facture rectificative pour cette commande : sa facture n'a rien à corriger.");
    await sendRectifyingInvoicePdf(reply, db, order, row);
    return {};
  }
  if (!order.invoiceNumber) {
    // A cancelled order (a modification's replaced one among them) is never delivered: no invoice will come.
    throw notFound(order.status === "cancelled" ? "Pas de facture : cette commande a été annulée." : "Facture introuvable : elle est établie à la livraison de la commande.");
  }
  const pdf = await invoicePdfFor(db, order);
  await reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="facture-${order.invoiceNumber}.pdf"`)
    .header("cache-control", "private, no-store")
    .send(Buffer.from(pdf));
  return {};
}, { refusalPage: invoiceRefusalPage });

/**
 * Where a browser that opened this address directly is sent when it is refused (signed out, someone else's order, no
 * invoice yet): the storefront's invoice address, whose refusal is the order's page saying why; an address with no
 * order number in it goes to the list of orders.
 */
export function invoiceRefusalPage(query: Record<string, unknown>): string {
  const n = typeof query.n === "string" ? query.n : "";
  if (!/^[0-9]{1,10}$/.test(n)) return "/historique-commandes";
  return query.t === "rectificative" ? `/commande/${n}/facture-rectificative` : `/commande/${n}/facture`;
}
