// getPanier, updatePanier and getSubstituts: thin handlers over the basket store and the action functions.
import { getPanier, getSubstituts, updatePanier } from "@cabas/contracts";
import type { Database } from "@cabas/db";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { ensurePrincipal } from "./guest-principal.ts";
import {
  basketForLineChange,
  basketOwnerOf,
  cachedViewForPrincipal,
  findActiveBasket,
  forgetKeptBasket,
  getOrCreateVersionedBasket,
  loadBasketView,
  viewAfterOwnLineChange,
  viewForPrincipal,
} from "./basket-store.ts";
import { basketClosed, setLineQuantityIfActive } from "./set-quantity.ts";
import { basketAnswerKeys, basketAnswersOf } from "./basket-answers.ts";
import { basketAnswerJson } from "./basket-answer-json.ts";
import { getBanqueAlimentaireCall, penseBeteCall } from "./reminders.ts";
import { buyRecetteCall } from "./recipe-purchase.ts";
import { buyPackCall, packNoteAfterLineChange } from "./pack-purchase.ts";
import { basketViewCacheOf } from "./basket-view-cache.ts";
import { applyBasketAction, BENEFIT_ACTIONS, cancelOrderChange, resetBasket, signInRequired } from "./basket-actions.ts";
import { substituteLine } from "./line-substitution.ts";
import { unavailableProducts } from "./substitutes.ts";

export const getPanierCall = implement(
  getPanier,
  async ({ db, principal, now, keepAnswer }) => {
    const read = await cachedViewForPrincipal(db, principal, now());
    // Kept for this caller until their session, account or basket row changes (ADR 0021), or the view's end.
    if (keepAnswer && principal?.freshUntil !== undefined) {
      keepAnswer({ keys: basketAnswerKeys(principal, read.basketId), validUntil: Math.min(read.validUntil, principal.freshUntil) });
    }
    return read.view;
  },
  { callerCache: basketAnswersOf, answerJson: basketAnswerJson },
);

const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Database));

export const updatePanierCall = implement(updatePanier, async (ctx) => {
  const { db, input, now } = ctx;
  const at = now();
  if (BENEFIT_ACTIONS.has(input.action) && ctx.principal?.kind !== "customer") {
    throw signInRequired("Connectez-vous pour utiliser vos avantages.");
  }
  if (input.action === "reset") {
    await resetBasket(db, ctx.principal, at);
    return { message: "Votre panier a été vidé.", panier: await viewForPrincipal(db, ctx.principal, at) };
  }
  if (input.action === "cancel_change") {
    const left = await cancelOrderChange(db, ctx.principal, at);
    const message =
      left === null
        ? "Votre panier ne modifie aucune commande."
        : left.mode === "complement"
          ? `Complément abandonné : votre commande n° ${left.orderId} reste telle qu'elle était, et les articles ajoutés restent dans votre panier pour une nouvelle commande.`
          : `Modification abandonnée : votre commande n° ${left.orderId} reste telle qu'elle était.`;
    return { message, panier: await viewForPrincipal(db, ctx.principal, at) };
  }
  if (input.action === "substitute") {
    // Before ensurePrincipal: replacing a line in no basket is refused without starting a session or a basket.
    const { message, basketId } = await substituteLine(db, ctx.principal, input, at);
    return { message, panier: await loadBasketView(db, basketId, at) };
  }
  if (input.action === "load" && ctx.principal?.kind !== "customer") {
    throw signInRequired("Connectez-vous pour retrouver vos paniers enregistrés.");
  }
  const principal = await ensurePrincipal(ctx);
  if (input.action === "set_quantity") {
    const ownedBy = basketOwnerOf(principal);
    if (!ownedBy) throw new Error("updatePanier: a principal without account or session");
    const found = await basketForLineChange(db, principal, ownedBy, at);
    let { basket, version } = found;
    const setLine = () => setLineQuantityIfActive(db, basket.id, input.id, input.quantity, at, version, { ownedBy });
    let change = await setLine();
    if (change === null && found.fromMemory) {
      // The kept copy was older than the basket's checkout or merge: the principal's basket is another one now.
      forgetKeptBasket(db, basket.id);
      ({ basket, version } = await getOrCreateVersionedBasket(db, principal, at));
      change = await setLine();
    }
    if (change === null) throw basketClosed();
    const panier = await viewAfterOwnLineChange(db, basket, { productId: input.id, quantity: input.quantity, readVersion: version, ...change }, at);
    // A line lowered below what its packs need loses their discount: the message says so (ADR 0050). Most baskets
    // hold no pack, and the view just kept says which do: reading the packs on every change cost updatePanier more
    // than half its throughput at 50 connections (bench/README.md, 2026-11-25).
    const kept = basketViewCacheOf(db)?.inputsAt(basket.id, change.version, at.getTime());
    const packMayLoseDiscount = !kept || kept.packs.some((pack) => pack.items.some((item) => item.productId === input.id));
    const packNote = packMayLoseDiscount ? await packNoteAfterLineChange(db, basket.id, input.id, input.quantity) : "";
    return { message: `${input.quantity === 0 ? "Produit retiré du panier." : "Panier mis à jour."}${packNote}`, panier };
  }
  const { basket } = await getOrCreateVersionedBasket(db, principal, at);
  const outcome = await inTransaction(db, (tx) => applyBasketAction(tx, basket.id, principal, input, at));
  return { message: outcome.message, panier: await loadBasketView(db, outcome.basketId, at) };
  // No action changes the caller's session or account row (a guest session created here has no token yet).
}, { principalFrom: basketAnswersOf, answerJson: basketAnswerJson });

/**
 * Cabas's extension (ADR 0044): the caller's basket lines that cannot be delivered where it is priced, with up to
 * three substitutes each, for the basket page. Read-only: no session or basket is ever created. The basket is the
 * caller's own only (found by account or guest session, as getPanier finds it); who the caller is may come from
 * getPanier's per-caller memory, as for updatePanier.
 */
export const getSubstitutsCall = implement(
  getSubstituts,
  async ({ db, principal, now }) => {
    const basket = principal ? await findActiveBasket(db, principal) : null;
    if (!basket) return { indispos: [] };
    return { indispos: await unavailableProducts(db, basket.id, basket.perimeterId, now()) };
  },
  { principalFrom: basketAnswersOf },
);

export const basketCallImplementations: readonly CallImplementation[] = [
  getPanierCall,
  updatePanierCall,
  getSubstitutsCall,
  penseBeteCall,
  getBanqueAlimentaireCall,
  buyRecetteCall,
  buyPackCall,
];
