// Address calls: thin handlers over address-book.ts and perimeter-move.ts.
import { and, eq, isNull } from "drizzle-orm";
import { addressFields, autocomplete, deleteAdresse, deletedAddressMessage, mesAdresses, savedAddressMessage, setAdresses, updateAdresse, type AddressFields } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement, type CallContext, type CallImplementation } from "../../http/call-registry.ts";
import { customerOf, type Customer } from "../../http/auth.ts";
import { conflict, unprocessable } from "../../http/app-error.ts";
import { parseInput } from "../../http/validation.ts";
import { setCustomerCookies } from "../../http/session-cookies.ts";
import { communeMismatchMessage, matchCommune } from "../../domain/address-rules.ts";
import { notDeliveredMessageFor, perimeterForPostalCode } from "../session/perimeter-lookup.ts";
import { findActiveBasket, getOrCreateActiveBasket, loadBasketView, touchActiveBaskets } from "../basket/basket-store.ts";
import {
  addressDeletionReader,
  addressViewsOf,
  communesOf,
  createAddress,
  deliveredPostalCodes,
  ownedAddress,
  toAddressView,
  updateAddress,
  usedByOpenOrder,
} from "./address-book.ts";
import { assertBasketMayMove, basketMayMove, moveBasketToPerimeter } from "./perimeter-move.ts";
import { unavailableProducts } from "../basket/substitutes.ts";
import { enforceRateLimits } from "../session/rate-limit.ts";
import { REFERRAL_CHECKS_RULE, referralCodeCheck } from "../loyalty/referral-store.ts";
import { addressBucket } from "../../domain/address-bucket.ts";


export const mesAdressesCall = implement(mesAdresses, async ({ db, input, principal }) => {
  const { userId } = customerOf(principal);
  const basket = await findActiveBasket(db, customerOf(principal));
  let adresses = await addressViewsOf(db, userId);
  if (input.id_adresse !== undefined) {
    const one = await ownedAddress(db, userId, input.id_adresse);
    adresses = adresses.filter((a) => a.id_adresse === one.id);
  }
  // Told before a deletion is confirmed: where the basket would go without its delivery address (ADR 0117), where it
  // would be billed, and which address would take over a default use (ADR 0122).
  const outcomeOf = await addressDeletionReader(db, userId, basketAddresses(basket));
  const after = basket?.deliveryAddressId != null ? outcomeOf(basket.deliveryAddressId).delivery : null;
  return {
    adresses,
    id_adresse_liv: basket?.deliveryAddressId ?? null,
    id_adresse_fac: basket?.billingAddressId ?? null,
    livraison_apres_suppression: after ? { id_adresse: after.id, autre_zone: after.otherZone } : null,
    apres_suppression: adresses.map(({ id_adresse }) => {
      const outcome = outcomeOf(id_adresse);
      return { id_adresse, id_adresse_fac: outcome.billingId, livraison_defaut: outcome.newDefaultDelivery, facturation_defaut: outcome.newDefaultBilling };
    }),
  };
});

/** The basket's addresses as the deletion rules read them (no basket: only the book's defaults are concerned). */
function basketAddresses(basket: { deliveryAddressId: number | null; billingAddressId: number | null; perimeterId: number; mode: string } | null) {
  return basket
    ? { deliveryId: basket.deliveryAddressId, billingId: basket.billingAddressId, perimeterId: basket.perimeterId, mayMove: basketMayMove(basket) }
    : null;
}

export const autocompleteCall = implement(autocomplete, async ({ db, input, principal, request, now }) => {
  if (input.type === "parrain") {
    await enforceRateLimits(db, [{ key: `parrain:ip:${addressBucket(request.ip)}`, rule: REFERRAL_CHECKS_RULE }], now());
    const message = await referralCodeCheck(db, input.code, principal);
    return { code_postal: null, livrable: false, id_perimetre: null, perimetre: null, communes: [], adresse: null, message };
  }
  if (!input.cp) throw unprocessable("Indiquez un code postal.");
  const perimeterId = await perimeterForPostalCode(db, input.cp);
  if (perimeterId === null) throw unprocessable(await notDeliveredMessageFor(db, input.cp), { code_postal: input.cp });
  const [perimeter] = await db.select({ name: schema.perimeters.name }).from(schema.perimeters).where(eq(schema.perimeters.id, perimeterId));
  const communes = await communesOf(db, input.cp);
  const base = { code_postal: input.cp, livrable: true, id_perimetre: perimeterId, perimetre: perimeter?.name ?? null, communes };
  if (input.type === "cp") return { ...base, adresse: null, message: `Nous livrons le ${input.cp}.` };

  if (!input.adresse || !/[0-9]/.test(input.adresse) || input.adresse.length < 5)
    throw unprocessable("Indiquez le numéro et le nom de la rue (ex. 12 rue Oberkampf).");
  const city = input.ville ? matchCommune(input.ville, communes) : communes.length === 1 ? communes[0]! : null;
  if (!city) throw unprocessable(communeMismatchMessage(input.cp, communes));
  return { ...base, adresse: { adresse: input.adresse, code_postal: input.cp, ville: city }, message: "Adresse livrable." };
});

export const updateAdresseCall = implement(updateAdresse, async ({ db, input, principal, now }) => {
  const { userId } = customerOf(principal);
  const { id_adresse: id, ...fields } = input;
  const row = id === undefined ? await createAddress(db, userId, fields, now()) : await updateAddress(db, userId, id, fields, now());
  // The basket shows its delivery address: a kept view must not show the old one.
  if (id !== undefined) await touchActiveBaskets(db, userId);
  const delivered = await deliveredPostalCodes(db, [row.postalCode]);
  return {
    adresse: toAddressView(row, delivered),
    adresses: await addressViewsOf(db, userId),
    // An address out of the zone is kept (it may bill), and the customer is told at once it cannot be delivered.
    message: savedAddressMessage({ created: id === undefined, delivered: delivered.has(row.postalCode), postalCode: row.postalCode }),
  };
});

export const deleteAdresseCall = implement(deleteAdresse, async ({ db, input, principal, now, token, request, reply, config }) => {
  const customer = customerOf(principal);
  const { userId } = customer;
  const at = now();
  const row = await ownedAddress(db, userId, input.id_adresse);
  if (await usedByOpenOrder(db, userId, row.id))
    throw conflict("Cette adresse est utilisée par une commande en cours : vous pourrez la supprimer après la livraison.");
  // The basket it delivered goes to another delivered address, of its own zone first (ADR 0117); the basket it billed
  // is billed at the basket's delivery address, else another; a default use it held passes on (ADR 0122).
  const basket = await findActiveBasket(db, customer);
  const outcome = (await addressDeletionReader(db, userId, basketAddresses(basket)))(row.id);
  const wasBasketDelivery = basket !== null && basket.deliveryAddressId === row.id;
  const wasBasketBilling = basket !== null && basket.billingAddressId === row.id;
  const next = outcome.delivery;
  const moving = next?.otherZone === true;
  await db.transaction(async (tx) => {
    await tx
      .update(schema.addresses)
      .set({ deletedAt: at, isDefaultDelivery: false, isDefaultBilling: false, updatedAt: at })
      .where(and(eq(schema.addresses.id, row.id), eq(schema.addresses.userId, userId)));
    // Other baskets of the customer's (none is active but this one) keep no deleted address.
    await tx.update(schema.baskets).set({ deliveryAddressId: null }).where(and(eq(schema.baskets.userId, userId), eq(schema.baskets.deliveryAddressId, row.id)));
    await tx.update(schema.baskets).set({ billingAddressId: null }).where(and(eq(schema.baskets.userId, userId), eq(schema.baskets.billingAddressId, row.id)));
    if (basket && next && moving && outcome.postalCode !== null) {
      // As setAdresses: the old zone's slot is given back, the basket, the session and the account take the new one.
      await moveBasketToPerimeter(tx, basket.id, next.perimeterId, at);
      await followDeliveryPlace(tx, customer, { postalCode: outcome.postalCode, perimeterId: next.perimeterId }, at);
    }
    if (basket && (wasBasketDelivery || wasBasketBilling)) {
      await tx
        .update(schema.baskets)
        .set({ deliveryAddressId: outcome.deliveryId, billingAddressId: outcome.billingId, updatedAt: at })
        .where(eq(schema.baskets.id, basket.id));
    }
    // One default per use: the address taking it over is the only one holding it.
    const live = and(eq(schema.addresses.userId, userId), isNull(schema.addresses.deletedAt));
    if (outcome.newDefaultDelivery !== null) {
      await tx.update(schema.addresses).set({ isDefaultDelivery: false }).where(live);
      await tx.update(schema.addresses).set({ isDefaultDelivery: true }).where(and(live, eq(schema.addresses.id, outcome.newDefaultDelivery)));
    }
    if (outcome.newDefaultBilling !== null) {
      await tx.update(schema.addresses).set({ isDefaultBilling: false }).where(live);
      await tx.update(schema.addresses).set({ isDefaultBilling: true }).where(and(live, eq(schema.addresses.id, outcome.newDefaultBilling)));
    }
    await touchActiveBaskets(tx, userId);
  });
  const nextPostalCode = outcome.postalCode;
  if (moving && next && nextPostalCode && token) {
    setCustomerCookies(request, reply, { token, permissions: customer.permissions, postalCode: nextPostalCode, perimeterId: next.perimeterId }, config.cookies);
  }
  const indispos = moving && basket && next ? await unavailableProducts(db, basket.id, next.perimeterId, at) : [];
  const adresses = await addressViewsOf(db, userId);
  const view = (id: number | null) => (id === null ? null : (adresses.find((a) => a.id_adresse === id) ?? null));
  const adresse_livraison = next ? view(next.id) : null;
  const adresse_facturation = wasBasketBilling ? view(outcome.billingId) : null;
  const livraison_defaut = view(outcome.newDefaultDelivery);
  const facturation_defaut = view(outcome.newDefaultBilling);
  return {
    adresses,
    id_adresse_liv: outcome.deliveryId,
    id_adresse_fac: outcome.billingId,
    etait_livraison_panier: wasBasketDelivery,
    adresse_livraison,
    autre_zone: moving,
    code_postal: moving && nextPostalCode ? nextPostalCode : (customer.postalCode ?? null),
    id_perimetre: moving && next ? next.perimeterId : (basket?.perimeterId ?? customer.perimeterId ?? null),
    indispos,
    panier: moving && basket ? await loadBasketView(db, basket.id, at) : null,
    etait_facturation_panier: wasBasketBilling,
    adresse_facturation,
    livraison_defaut,
    facturation_defaut,
    message: deletedAddressMessage({
      wasBasketDelivery,
      next: adresse_livraison,
      otherZone: moving,
      unavailable: indispos.length,
      wasBasketBilling,
      billing: adresse_facturation,
      defaultDelivery: livraison_defaut,
      defaultBilling: facturation_defaut,
    }),
  };
});

/** The session and the account follow the basket's delivery postal code into its new zone (setAdresses, deleteAdresse). */
async function followDeliveryPlace(tx: Database, customer: Customer, place: { postalCode: string; perimeterId: number }, at: Date): Promise<void> {
  if (customer.sessionId !== undefined) await tx.update(schema.sessions).set(place).where(eq(schema.sessions.id, customer.sessionId));
  await tx.update(schema.users).set({ ...place, updatedAt: at }).where(eq(schema.users.id, customer.userId));
}

type SetContext = CallContext<typeof setAdresses>;

export const setAdressesCall = implement(setAdresses, async (ctx: SetContext) => {
  const { db, input, principal, now, token, request, reply, config } = ctx;
  const customer = customerOf(principal);
  const at = now();
  // Ids of saved addresses, or a new delivery address typed inline (checked like updateAdresse).
  let deliveryId = input.id_adresse_liv;
  let billingId = input.id_adresse_fac;
  let inline: AddressFields | null = null;
  if ("adresse" in input) inline = parseInput(addressFields, input);

  const delivery = inline ? null : deliveryId !== undefined ? await ownedAddress(db, customer.userId, deliveryId) : null;
  if (billingId !== undefined) await ownedAddress(db, customer.userId, billingId);
  const postalCode = inline?.code_postal ?? delivery?.postalCode ?? null;
  const perimeterId = postalCode ? await perimeterForPostalCode(db, postalCode) : null;
  if (postalCode && perimeterId === null) throw unprocessable(await notDeliveredMessageFor(db, postalCode), { code_postal: postalCode });
  const basket = await getOrCreateActiveBasket(db, customer, at);
  const moving = perimeterId !== null && perimeterId !== basket.perimeterId;
  // Before anything is saved: a refused move creates no address.
  if (moving) assertBasketMayMove(basket);

  if (inline) {
    const created = await createAddress(db, customer.userId, inline, at);
    deliveryId = created.id;
    if (input.facturation_identique && billingId === undefined) billingId = created.id;
  }
  if (deliveryId === undefined && billingId === undefined) throw unprocessable("Choisissez une adresse de livraison ou de facturation.");

  await db.transaction(async (tx) => {
    if (moving) await moveBasketToPerimeter(tx, basket.id, perimeterId, at);
    await tx
      .update(schema.baskets)
      .set({
        ...(deliveryId !== undefined ? { deliveryAddressId: deliveryId } : {}),
        ...(billingId !== undefined ? { billingAddressId: billingId } : {}),
        updatedAt: at,
      })
      .where(eq(schema.baskets.id, basket.id));
    if (moving && postalCode) await followDeliveryPlace(tx, customer, { postalCode, perimeterId }, at);
  });

  const finalPerimeter = moving ? perimeterId : basket.perimeterId;
  const finalPostalCode = postalCode ?? customer.postalCode ?? "";
  if (moving && postalCode && token) {
    // As loginCP does: the browser's CP and ID_PERIMETRE cookies follow the delivery address.
    setCustomerCookies(request, reply, { token, permissions: customer.permissions, postalCode, perimeterId }, config.cookies);
  }
  const indispos = moving ? await unavailableProducts(db, basket.id, perimeterId, at) : [];
  return {
    token,
    code_postal: finalPostalCode,
    id_perimetre: finalPerimeter,
    panier: await loadBasketView(db, basket.id, at),
    indispos,
    id_adresse_liv: deliveryId ?? null,
    id_adresse_fac: billingId ?? null,
    message: indispos.length
      ? "Adresse enregistrée. Certains produits de votre panier ne sont pas disponibles à cette adresse."
      : moving
        ? "Adresse enregistrée : votre panier suit les prix de votre nouvelle zone de livraison."
        : "Adresse enregistrée.",
  };
});

export const addressCallImplementations: readonly CallImplementation[] = [
  mesAdressesCall,
  autocompleteCall,
  setAdressesCall,
  updateAdresseCall,
  deleteAdresseCall,
];
