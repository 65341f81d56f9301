// checkAvantPaiement, payConfiguration, payCommande, paySepa (paiement), loadHistorique and updateCommande.
import { and, eq, isNull } from "drizzle-orm";
import {
  centsToEuros,
  checkAvantPaiement,
  loadHistorique,
  PAYMENT_TYPES,
  payCommande,
  payConfiguration,
  updateCommande,
  type PageErrorCode,
} from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { AppError, conflict, unprocessable } from "../../http/app-error.ts";
import { findActiveBasket, getOrCreateActiveBasket, loadBasketView } from "../basket/basket-store.ts";
import { addLinesToBasket, reorderMessage } from "../basket/bulk-add.ts";
import { SITE_SETTINGS } from "@cabas/db/seed";
import { listCards, listMandates, requireCustomer } from "./card-calls.ts";
import { checkoutConfiguration, checkoutFailures, placeOrder, readCheckoutRef, type PaymentChoice } from "./checkout.ts";
import { isComplement, isOrderEditable, loadOwnedOrder, orderLinesOf } from "./order-store.ts";
import { complementChangeRefusal, orderNotEditableRefusal } from "./order-changes.ts";
import { reopenOrder } from "./order-reopening.ts";
import { pendingCardOrderId, pendingOrderMessage } from "./pending-payment.ts";
import { SEPA_CREDITOR } from "../../domain/sepa-mandate.ts";
import { sepaBarredText } from "../../domain/sepa-return-reminders.ts";
import { sepaBarringReturn } from "./sepa-returns.ts";

export const checkAvantPaiementCall = implement(checkAvantPaiement, async ({ db, principal, now }) => {
  const basket = await findActiveBasket(db, principal);
  const empty = { step1: false, step2: false, step3: false, step4: false };
  if (!basket) {
    const erreurs = [
      ...(principal?.kind !== "customer" ? [{ code: "non_connecte" as const, message: "Connectez-vous ou créez votre compte pour commander." }] : []),
      { code: "panier_vide" as const, message: "Votre panier est vide." },
    ];
    return { message: erreurs[0]!.message, ok: false, erreurs, checking: empty };
  }
  const at = now();
  const view = await loadBasketView(db, basket.id, at);
  const erreurs = await checkoutFailures(db, view, basket, at);
  return { message: erreurs[0]?.message ?? "", ok: erreurs.length === 0, erreurs, checking: view.checking };
});

export const payConfigurationCall = implement(payConfiguration, async ({ db, principal, config, now }) => {
  const userId = requireCustomer(principal);
  const at = now();
  const active = await findActiveBasket(db, principal);
  // Back from the provider's page without paying: the basket is the order's now, which the shopper must find. Only
  // a missing basket means that; an empty one (or any other refusal) keeps its own message.
  const pending = active ? null : await pendingCardOrderId(db, userId);
  if (pending) throw unprocessable(pendingOrderMessage(pending), { id_commande: pending });
  const { basket, view, checkout } = await checkoutConfiguration(db, active, userId, config.payments.secret, at);
  // Read here too, not only when paySepa refuses it (ADR 0130's amendment): the page then offers no SEPA at all.
  const barredBy = await sepaBarringReturn(db, userId);
  return {
    checkout,
    id_panier: basket.id,
    montant: view.totals.total_euro,
    montant_autorisation: view.totals.total_autorisation,
    poids_variable: view.poids_variable,
    cartes: (await listCards(db, userId, at)).filter((c) => !c.expiree),
    mandats: await listMandates(db, userId),
    creancier: { nom: SEPA_CREDITOR.name, adresse: SEPA_CREDITOR.address, ics: SEPA_CREDITOR.creditorId },
    telephone: SITE_SETTINGS.contactPhone,
    // Nothing to authorise: the benefits pay it all, no means is asked (ADR 0072). SEPA barred: not offered, and why.
    moyens: view.totals.total_autorisation === 0 ? ["avantages" as const] : PAYMENT_TYPES.filter((type) => type !== "sepa" || !barredBy),
    sepa_indisponible: barredBy
      ? { code: "sepa_impaye" as const, id_commande: barredBy.orderId, montant_du: centsToEuros(barredBy.dueCents), message: sepaBarredText(barredBy.orderId) }
      : null,
  };
});

export const payCommandeCall = implement(payCommande, async ({ db, principal, input, config, now }) => {
  const userId = requireCustomer(principal);
  const at = now();
  const checkout = readCheckoutRef(config.payments.secret, input.checkout, userId, at);
  let payment: PaymentChoice;
  if (input.mode === "telephone") payment = { method: "phone" };
  else if (input.mode === "avantages") payment = { method: "benefits" };
  else if (input.mode === "carte") {
    if (!input.id_empreinte) throw new AppError("INVALID_DATA", "Choisissez une carte enregistrée.", { fieldErrors: { id_empreinte: ["Choisissez une carte enregistrée."] } });
    payment = { method: "card", cardToken: input.id_empreinte };
  } else payment = { method: "card", cardToken: null };
  const paiement = await placeOrder({ db, config, now: at }, { userId, checkout, payment });
  const message =
    paiement.statut === "declined" ? "Paiement refusé : votre panier vous attend pour réessayer." : paiement.statut === "requires_action" ? "" : "Commande passée.";
  // The code tells the payment page a decline from the checks before payment, whatever its wording.
  if (paiement.statut === "declined") throw unprocessable(message, { code: "refus" satisfies PageErrorCode, paiement });
  return { message, paiement };
});

export async function paySepaOrder(deps: { db: Database; config: Parameters<typeof placeOrder>[0]["config"]; now: Date }, userId: number, input: { checkout: string; id_mandat?: number | undefined }) {
  const checkout = readCheckoutRef(deps.config.payments.secret, input.checkout, userId, deps.now);
  let mandateId = input.id_mandat;
  if (!mandateId) {
    const [latest] = await deps.db
      .select({ id: schema.sepaMandates.id })
      .from(schema.sepaMandates)
      .where(and(eq(schema.sepaMandates.userId, userId), isNull(schema.sepaMandates.revokedAt)))
      .limit(1);
    if (!latest) throw unprocessable("Signez d'abord un mandat de prélèvement SEPA.");
    mandateId = latest.id;
  }
  return placeOrder(deps, { userId, checkout, payment: { method: "sepa", mandateId } });
}

/**
 * Reorder: the active basket brought up to a past order's quantities, those no longer sold or in stock reported. Up to,
 * not added to: the same reorder sent twice leaves the basket as the first did (ADR 0115).
 */
export const loadHistoriqueCall = implement(loadHistorique, async ({ db, principal, input, now }) => {
  const userId = requireCustomer(principal);
  const order = await loadOwnedOrder(db, userId, input.id_commande);
  const at = now();
  const basket = await getOrCreateActiveBasket(db, principal!, at);
  const { ajoutes, deja, indispos } = await addLinesToBasket(db, basket.id, await orderLinesOf(db, order.id), at, "atLeast");
  return { message: reorderMessage(ajoutes, deja, indispos.length), ajoutes, deja, indispos };
});

/**
 * Re-opens an order until its cut-off: the active basket becomes its modification (or complement) basket, with
 * the order's lines for a modification (reopenOrder). After the cut-off, a French refusal and nothing changes.
 */
export const updateCommandeCall = implement(updateCommande, async ({ db, principal, input, now }) => {
  const userId = requireCustomer(principal);
  const at = now();
  const order = await loadOwnedOrder(db, userId, input.id_commande);
  if (!isOrderEditable(order, at)) throw conflict(orderNotEditableRefusal(order));
  if (isComplement(order)) throw conflict(complementChangeRefusal(order.parentOrderId!));
  const { basket, start } = await db.transaction((tx) => reopenOrder(tx, principal!, order, input.mode, at));
  if (start === "keep-modification") {
    return {
      message: `Vous modifiez déjà la commande n° ${order.id} : ajoutez vos articles à cette modification, ils seront livrés avec elle. Pour un complément à part, abandonnez d'abord la modification.`,
      id_panier: basket.id,
      modif_en_cours: true,
      complement_en_cours: false,
      panier_mis_de_cote: false,
      complement_repris: false,
      modification_gardee: true,
    };
  }
  const opening =
    input.mode === "complement"
      ? `Ajoutez des articles à votre commande n° ${order.id}.`
      : start === "fold-complement"
        ? `Commande n° ${order.id} rouverte : les articles que vous y ajoutiez sont repris dans la modification. Modifiez votre panier puis validez avant la date limite.`
        : `Commande n° ${order.id} rouverte : modifiez votre panier puis validez avant la date limite.`;
  return {
    message: opening + (start === "set-aside" ? " Votre panier en cours est mis de côté dans « Mes paniers abandonnés »." : ""),
    id_panier: basket.id,
    modif_en_cours: input.mode === "modification",
    complement_en_cours: input.mode === "complement",
    panier_mis_de_cote: start === "set-aside",
    complement_repris: start === "fold-complement",
    modification_gardee: false,
  };
});

