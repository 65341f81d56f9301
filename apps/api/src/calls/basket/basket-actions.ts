// updatePanier actions other than set_quantity: preferences, memo, benefits, codes, donation, reset, load.
// Each runs in one transaction with the basket row locked; a refusal throws before anything is written.
import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { updatePanier } from "@cabas/contracts";
import type { z } from "zod";
import { schema, type Database } from "@cabas/db";
import { AppError, conflict, notFound, unprocessable } from "../../http/app-error.ts";
import type { Principal } from "../../http/auth.ts";
import { cappedEurofidCents, householdWelcomeVoucherRefusal, isWelcomeDiscount, secondFreeDeliveryRefusal, welcomeOffersClash } from "../../domain/basket-benefits.ts";
import { refusedWelcomeVoucherId } from "../orders/household-orders.ts";
import { formatEuros } from "../../domain/basket-totals.ts";
import { donationMessage } from "../../domain/donation-message.ts";
import { advantageCodeRefusal } from "./advantage-codes.ts";
import { changedOrderOf } from "./held-benefits.ts";
import { changedOrderRefusal } from "./changed-order.ts";
import { findActiveBasket, loadBasketView, lockBasket, usableBalances, type BasketRow } from "./basket-store.ts";

const { baskets, basketItems, vouchers, paymentCards, advantageCodes, productPreferences, foodBankCampaigns } = schema;

type Input = z.output<(typeof updatePanier)["input"]>;
export type ActionInput = Exclude<Input, { action: "set_quantity" | "reset" | "cancel_change" | "substitute" }>;

/** Actions that need a signed-in customer (spec: benefits belong to an account). */
export const BENEFIT_ACTIONS: ReadonlySet<Input["action"]> = new Set([
  "use_amex",
  "reset_eurofid",
  "use_joker",
  "use_ba",
  "use_ba_parrain",
  "use_eurofid",
  "set_code",
]);

type Outcome = { message: string; basketId: number };

/**
 * 401 by the access conventions (message NOT_AUTHORIZED), with the French reason in `raison`. The guest's cookies
 * are kept: a guest asking for a benefit is not signed out of their basket (docs/adr/0009-basket-calls.md).
 */
export const signInRequired = (reason: string) =>
  new AppError("UNAUTHORIZED", reason, { details: { raison: reason }, keepCredentials: true });

const customerId = (principal: Principal): number => {
  if (principal.kind !== "customer" || principal.userId === null) throw signInRequired("Connectez-vous pour utiliser vos avantages.");
  return principal.userId;
};

const touch = (tx: Database, basketId: number, set: Partial<BasketRow>, now: Date) =>
  tx.update(baskets).set({ ...set, updatedAt: now }).where(eq(baskets.id, basketId));

async function goodsCents(tx: Database, basketId: number, now: Date): Promise<number> {
  const view = await loadBasketView(tx, basketId, now);
  return Math.round(view.totals.total_marchandise * 100);
}

export async function applyBasketAction(tx: Database, basketId: number, principal: Principal, input: ActionInput, now: Date): Promise<Outcome> {
  const basket = await lockBasket(tx, basketId);
  // A basket changing an order past its cut-off changes nothing more (ADR 0056); taking another basket back leaves it.
  const locked = input.action === "load" ? null : await changedOrderRefusal(tx, basket, now);
  if (locked) throw conflict(locked);
  const done = (message: string): Outcome => ({ message, basketId });
  switch (input.action) {
    case "update_pref":
      return done(await updatePreferences(tx, basket, principal, input, now));
    case "memo":
      await touch(tx, basketId, { pickerNote: input.texte === "" ? null : input.texte }, now);
      return done(input.texte === "" ? "Le mot pour le préparateur est effacé." : "Votre mot pour le préparateur est enregistré.");
    case "noprint":
      await touch(tx, basketId, { noPrint: input.actif }, now);
      return done(input.actif ? "Pas de ticket imprimé : votre facture reste dans votre compte." : "Votre ticket sera imprimé et joint à la livraison.");
    case "use_amex": {
      const userId = customerId(principal);
      if (input.actif) {
        const [card] = await tx
          .select({ id: paymentCards.id })
          .from(paymentCards)
          .where(and(eq(paymentCards.userId, userId), isNull(paymentCards.deletedAt), sql`lower(${paymentCards.brand}) in ('amex', 'american express')`))
          .limit(1);
        if (!card) throw unprocessable("Enregistrez une carte American Express pour profiter de la remise partenaire.");
      }
      await touch(tx, basketId, { useAmex: input.actif }, now);
      return done(input.actif ? "Remise American Express appliquée." : "Remise American Express retirée.");
    }
    case "use_joker": {
      const userId = customerId(principal);
      if (input.actif && (await usableBalances(tx, basket, userId)).joker < 1) throw unprocessable("Vous n'avez pas de joker livraison.");
      if (input.actif) {
        const refusal = secondFreeDeliveryRefusal({ joker: true }, { jokerActive: basket.useJoker, freeDeliveryCode: await freeDeliveryCodeOf(tx, basket) });
        if (refusal) throw unprocessable(refusal);
      }
      await touch(tx, basketId, { useJoker: input.actif }, now);
      return done(input.actif ? "Joker utilisé : la livraison est offerte." : "Joker retiré.");
    }
    case "use_eurofid": {
      const userId = customerId(principal);
      const source = input.source;
      // ADR 0020: a modification may spend again what its order spent.
      const balance = (await usableBalances(tx, basket, userId))[source];
      // « 12,40 € en euros fidélité » (the shop's one wording for an amount of them), « 5,00 € de cagnotte ».
      const ofLabel = source === "eurofid" ? "en euros fidélité" : "de cagnotte";
      if (input.montant > 0 && balance === 0) throw unprocessable(source === "eurofid" ? "Vous n'avez pas d'euros fidélité à utiliser." : "Votre cagnotte est vide.");
      const cents = cappedEurofidCents(input.montant, balance);
      await touch(tx, basketId, source === "eurofid" ? { eurofidCents: cents } : { cagnotteCents: cents }, now);
      // 0 asked (or the field emptied) takes them off: said as « Ne plus les utiliser » says it, not « 0,00 € appliqués ».
      if (cents === 0)
        return done(source === "eurofid" ? "Vos euros fidélité ne sont plus utilisés sur ce panier." : "Votre cagnotte n'est plus utilisée sur ce panier.");
      // Kept for the basket, but nothing to take it from yet: not « appliqués » while the totals show 0.
      if (cents > 0 && (await goodsCents(tx, basketId, now)) === 0) {
        return done(`${formatEuros(cents)} ${ofLabel} seront utilisés dès que votre panier contiendra des produits.`);
      }
      return done(
        cents < input.montant
          ? `Votre solde est de ${formatEuros(balance)} : ${formatEuros(cents)} ${ofLabel} appliqués.`
          : `${formatEuros(cents)} ${ofLabel} appliqués.`,
      );
    }
    case "reset_eurofid":
      await touch(tx, basketId, { eurofidCents: 0, cagnotteCents: 0 }, now);
      return done("Vos euros fidélité et votre cagnotte ne sont plus utilisés sur ce panier.");
    case "use_ba":
    case "use_ba_parrain":
      return done(await useVoucher(tx, basket, customerId(principal), input, now));
    case "set_code":
      return done(await setAdvantageCode(tx, basket, customerId(principal), input.code, now));
    case "don":
      return done(await setDonation(tx, basket, input.montant, now));
    case "load":
      return { message: "Ce panier est de nouveau votre panier en cours.", basketId: await loadSavedBasket(tx, basket, principal, input.id_panier, now) };
  }
}

async function updatePreferences(
  tx: Database,
  basket: BasketRow,
  principal: Principal,
  input: Extract<ActionInput, { action: "update_pref" }>,
  now: Date,
): Promise<string> {
  if (input.id !== undefined) {
    if (input.d1 === undefined) throw new AppError("INVALID_DATA", "Choisissez une préférence de remplacement (d1) pour ce produit.", { fieldErrors: { d1: ["Préférence obligatoire avec un produit."] } });
    const updated = await tx
      .update(basketItems)
      .set({ substitutionPref: input.d1 })
      .where(and(eq(basketItems.basketId, basket.id), eq(basketItems.productId, input.id)))
      .returning({ productId: basketItems.productId });
    if (updated.length === 0) throw notFound("Ce produit n'est pas dans votre panier.");
    // Remembered for the customer and offered again the next time this product is in a basket.
    if (principal.kind === "customer" && principal.userId !== null) {
      await tx
        .insert(productPreferences)
        .values({ userId: principal.userId, productId: input.id, substitutionPref: input.d1, updatedAt: now })
        .onConflictDoUpdate({ target: [productPreferences.userId, productPreferences.productId], set: { substitutionPref: input.d1, updatedAt: now } });
    }
  }
  const set: Partial<BasketRow> = {};
  if (input.id === undefined && input.d1 !== undefined) set.substitutionPref = input.d1;
  if (input.d2 !== undefined) set.bagPref = input.d2;
  if (input.d3 !== undefined) set.contactPref = input.d3;
  await touch(tx, basket.id, set, now);
  return "Vos préférences sont enregistrées.";
}

async function useVoucher(
  tx: Database,
  basket: BasketRow,
  userId: number,
  input: Extract<ActionInput, { action: "use_ba" | "use_ba_parrain" }>,
  now: Date,
): Promise<string> {
  const kind = input.action === "use_ba" ? "ba" : "parrain";
  const noun = kind === "ba" ? "Ce bon d'achat" : "Ce bon de parrainage";
  // Another customer's code answers exactly like an unknown one.
  const [voucher] = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.code, input.code), eq(vouchers.userId, userId), eq(vouchers.kind, kind)))
    .for("update")
    .limit(1);
  if (!voucher) throw notFound(`${noun} est introuvable.`);
  if (input.action_ba === "remove") {
    if (voucher.basketId !== basket.id) throw notFound(`${noun} n'est pas sur votre panier.`);
    await tx.update(vouchers).set({ basketId: null }).where(eq(vouchers.id, voucher.id));
    await touch(tx, basket.id, {}, now);
    return `${noun.replace("Ce", "Le")} ${voucher.code} est retiré du panier.`;
  }
  // One the order being modified used stays usable by its modification, even past its end date.
  const keptFromOrder = voucher.usedOrderId !== null && voucher.usedOrderId === changedOrderOf(basket);
  if (voucher.usedAt && !keptFromOrder) throw unprocessable(`${noun} a déjà été utilisé.`);
  if (voucher.expiresAt <= now && !keptFromOrder) throw unprocessable(`${noun} a expiré.`);
  if (kind === "parrain" && !keptFromOrder && (await refusedWelcomeVoucherId(tx, basket, userId, [voucher.id])) !== null) {
    throw unprocessable(householdWelcomeVoucherRefusal(voucher.code));
  }
  if (kind === "parrain" && voucher.basketId !== basket.id) {
    const clash = welcomeOffersClash({ referralVoucher: voucher.code }, { welcomeCode: await welcomeCodeOf(tx, basket, userId, now), referralVoucher: null });
    if (clash) throw unprocessable(clash);
  }
  const goods = await goodsCents(tx, basket.id, now);
  if (goods < voucher.minBasketCents) {
    throw unprocessable(`${noun} demande ${formatEuros(voucher.minBasketCents)} d'achats ; votre panier en compte ${formatEuros(goods)}.`);
  }
  await tx.update(vouchers).set({ basketId: basket.id }).where(and(eq(vouchers.id, voucher.id), keptFromOrder ? undefined : isNull(vouchers.usedAt)));
  await touch(tx, basket.id, {}, now);
  return `${formatEuros(voucher.amountCents)} de ${kind === "ba" ? "bon d'achat" : "bon de parrainage"} appliqués.`;
}

/** The welcome discount on the basket (ADR 0058), when it is one the customer may still use: a refused code gives nothing to stack. */
async function welcomeCodeOf(tx: Database, basket: BasketRow, userId: number, now: Date): Promise<string | null> {
  if (!basket.advantageCode) return null;
  const [row] = await tx.select().from(advantageCodes).where(eq(advantageCodes.code, basket.advantageCode)).limit(1);
  if (!row || !isWelcomeDiscount(row)) return null;
  return (await advantageCodeRefusal(tx, row, userId, basket, now, changedOrderOf(basket))) === null ? row.code : null;
}

/** The referral voucher the basket uses, as its view counts it: unused and unexpired, or kept from the order it modifies. */
async function referralVoucherOn(tx: Database, basket: BasketRow, userId: number, now: Date): Promise<string | null> {
  const changed = changedOrderOf(basket);
  const [row] = await tx
    .select({ code: vouchers.code })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.basketId, basket.id),
        eq(vouchers.userId, userId),
        eq(vouchers.kind, "parrain"),
        or(and(isNull(vouchers.usedAt), gt(vouchers.expiresAt, now)), changed === null ? undefined : eq(vouchers.usedOrderId, changed)),
      ),
    )
    .limit(1);
  return row?.code ?? null;
}

/** The free-delivery code on the basket, if that is the kind of code it carries. */
async function freeDeliveryCodeOf(tx: Database, basket: BasketRow): Promise<string | null> {
  if (!basket.advantageCode) return null;
  const [row] = await tx.select({ code: advantageCodes.code, kind: advantageCodes.kind }).from(advantageCodes).where(eq(advantageCodes.code, basket.advantageCode)).limit(1);
  return row?.kind === "free_delivery" ? row.code : null;
}

async function setAdvantageCode(tx: Database, basket: BasketRow, userId: number, code: string, now: Date): Promise<string> {
  if (code === "") {
    await touch(tx, basket.id, { advantageCode: null }, now);
    return "Le code avantage est retiré.";
  }
  const [row] = await tx.select().from(advantageCodes).where(eq(advantageCodes.code, code)).limit(1);
  if (!row) {
    // A won or earned voucher's code typed in the code's field (« Votre bon d'achat NOEL-… »): say where it goes.
    const [own] = await tx.select({ kind: vouchers.kind }).from(vouchers).where(and(eq(vouchers.code, code), eq(vouchers.userId, userId))).limit(1);
    if (own) throw unprocessable(voucherCodeInCodeField(code, own.kind));
    throw unprocessable("Ce code avantage n'existe pas. Vérifiez son orthographe.");
  }
  const refusal = await advantageCodeRefusal(tx, row, userId, basket, now, changedOrderOf(basket));
  if (refusal) throw unprocessable(refusal);
  const clash = welcomeOffersClash({ code: row }, { welcomeCode: null, referralVoucher: await referralVoucherOn(tx, basket, userId, now) });
  if (clash) throw unprocessable(clash);
  if (row.kind === "free_delivery") {
    // A joker chosen but no longer held gives nothing: only one that would be spent stands in the way.
    const jokerActive = basket.useJoker && (await usableBalances(tx, basket, userId)).joker > 0;
    const second = secondFreeDeliveryRefusal({ code: row.code }, { jokerActive, freeDeliveryCode: null });
    if (second) throw unprocessable(second);
  }
  await touch(tx, basket.id, { advantageCode: row.code }, now);
  // A minimum not reached yet is not a refusal: the code stays and its condition says what is missing.
  return `Code ${row.code} enregistré.`;
}

/** A voucher's code typed as an advantage code: vouchers are chosen from their own list, not typed. */
export const voucherCodeInCodeField = (code: string, kind: "ba" | "parrain"): string =>
  `${code} est ${kind === "ba" ? "un de vos bons d'achat" : "votre bon de parrainage"}, pas un code avantage : choisissez-le dans la liste de vos bons, à l'étape « Mes avantages ».`;

async function setDonation(tx: Database, basket: BasketRow, cents: number, now: Date): Promise<string> {
  if (cents > 0) {
    const [campaign] = await tx
      .select({ id: foodBankCampaigns.id })
      .from(foodBankCampaigns)
      .where(and(lte(foodBankCampaigns.startsAt, now), gt(foodBankCampaigns.endsAt, now)))
      .limit(1);
    if (!campaign) throw unprocessable("Aucune collecte pour la banque alimentaire n'est en cours.");
  }
  await touch(tx, basket.id, { donationCents: cents }, now);
  const thanks = donationMessage(basket.donationCents, cents);
  if (cents === 0) return thanks;
  // Allowed on an empty basket (the campaign page may come first), but an order needs products (ADR 0060).
  const [line] = await tx.select({ id: basketItems.productId }).from(basketItems).where(eq(basketItems.basketId, basket.id)).limit(1);
  return line ? thanks : `${thanks} ${DONATION_ALONE_NOTICE}`;
}

/** A donation alone cannot be ordered: it is paid with the shopping, and does not count towards the minimum. */
export const DONATION_ALONE_NOTICE =
  "Il sera versé avec votre commande : ajoutez vos courses (le don ne compte pas dans le minimum de commande).";

/**
 * A saved or abandoned basket of the customer becomes the active one. The current basket is kept as saved when
 * it has lines (nothing a shopper chose is thrown away); an empty one is closed.
 */
async function loadSavedBasket(tx: Database, current: BasketRow, principal: Principal, wantedId: number, now: Date): Promise<number> {
  const userId = customerId(principal);
  if (wantedId === current.id) return current.id;
  const [wanted] = await tx
    .select()
    .from(baskets)
    .where(and(eq(baskets.id, wantedId), eq(baskets.userId, userId), inArray(baskets.status, ["saved", "abandoned"])))
    .for("update")
    .limit(1);
  if (!wanted) throw notFound("Ce panier est introuvable.");
  const [lines] = await tx.select({ n: sql<number>`count(*)::int` }).from(basketItems).where(eq(basketItems.basketId, current.id));
  await touch(tx, current.id, { status: (lines?.n ?? 0) > 0 ? "saved" : "abandoned" }, now);
  await touch(tx, wanted.id, { status: "active", perimeterId: principal.perimeterId ?? wanted.perimeterId, mode: "order", orderId: null }, now);
  return wanted.id;
}

/**
 * Reset (spec §8): the basket's lines, benefits, code, donation, memo and preferences go; its address and slot
 * hold stay, since a shopper starting over still wants them; a hold that ran out is forgotten. Vouchers go back to the customer.
 * A basket changing an order (modification or complement) loses only its lines: it still changes that order, whose
 * benefits, vouchers and preferences it carries (ADR 0020); leaving the change is cancelOrderChange.
 */
export async function resetBasket(db: Database, principal: Principal | null, now: Date): Promise<void> {
  const basket = await findActiveBasket(db, principal);
  if (!basket) return;
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const locked = await lockBasket(tx, basket.id);
    await tx.delete(basketItems).where(eq(basketItems.basketId, basket.id));
    // Its packs go with their items: re-adding the items one by one later is not buying the pack.
    await tx.delete(schema.basketPacks).where(eq(schema.basketPacks.basketId, basket.id));
    if (locked.mode !== "order" && locked.orderId !== null) {
      await touch(tx, basket.id, {}, now);
      return;
    }
    // A place that ran out is forgotten with the rest: starting over, the shopper is not told about it again
    // (ADR 0117). A live hold stays, as said above.
    await tx
      .update(schema.slotBookings)
      .set({ basketId: null })
      .where(and(eq(schema.slotBookings.basketId, basket.id), lte(schema.slotBookings.expiresAt, now)));
    await clearChoices(tx, basket.id, now);
  });
}

/** Benefits, code, donation, memo and preferences back to none; the vouchers on the basket back to the customer. */
async function clearChoices(tx: Database, basketId: number, now: Date, extra: Partial<BasketRow> = {}): Promise<void> {
  // Every voucher on this basket (a used one on it can only be one the order it modifies kept: it stays that order's).
  await tx.update(vouchers).set({ basketId: null }).where(eq(vouchers.basketId, basketId));
  await touch(
    tx,
    basketId,
    {
      useAmex: false,
      useJoker: false,
      eurofidCents: 0,
      cagnotteCents: 0,
      advantageCode: null,
      donationCents: 0,
      pickerNote: null,
      noPrint: false,
      substitutionPref: null,
      bagPref: null,
      contactPref: null,
      ...extra,
    },
    now,
  );
}

/**
 * The basket stops changing its order and is an ordinary one again, its lines kept: the benefits it carried go (the
 * order keeps its own) and its vouchers come back to the customer. Leaving a complement (« Abandonner le
 * complément »), and a complement its order no longer takes, handed back by itself (ADR 0083). The caller holds the
 * basket's lock.
 */
export const leaveOrderChange = (tx: Database, basketId: number, now: Date): Promise<void> =>
  clearChoices(tx, basketId, now, { mode: "order", orderId: null });

/**
 * Leaves the change of an order (modification or complement) without touching the order: the basket becomes an
 * ordinary one, the benefits it carried gone (the order keeps its own). A modification's lines, copies of the order's,
 * go with it; a complement's are products the customer added, which stay for a new order (ADR 0078). Returns the
 * order and the change left, or null when the basket was changing no order.
 */
export async function cancelOrderChange(db: Database, principal: Principal | null, now: Date): Promise<{ orderId: number; mode: "modification" | "complement" } | null> {
  const basket = await findActiveBasket(db, principal);
  if (!basket) return null;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const locked = await lockBasket(tx, basket.id);
    if (locked.mode === "order" || locked.orderId === null) return null;
    if (locked.mode === "modification") {
      await tx.delete(basketItems).where(eq(basketItems.basketId, basket.id));
      await tx.delete(schema.basketPacks).where(eq(schema.basketPacks.basketId, basket.id));
    }
    await leaveOrderChange(tx, basket.id, now);
    return { orderId: locked.orderId, mode: locked.mode };
  });
}

