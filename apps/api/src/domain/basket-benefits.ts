// Rules of the benefits a customer puts on a basket: the Amex partner discount and when an advantage code applies.

/** Amex partner discount: 5 % of the goods after other discounts, at most 10 € per order (docs/adr/0008-basket-totals.md). */
export const AMEX_DISCOUNT = { rateBp: 500, capCents: 1000 } as const;

export type AdvantageCodeTerms = {
  code: string;
  startsAt: Date | null;
  endsAt: Date | null;
  firstOrderOnly: boolean;
  usesPerCustomer: number;
};

/**
 * Why a code cannot be used by this customer now (a French sentence), or null when it can. `placedOrders` counts
 * the customer's orders that went through (not cancelled, not waiting for payment); `uses` the orders that
 * already carried this code.
 */
export function advantageCodeRefusalReason(
  terms: AdvantageCodeTerms,
  customer: { placedOrders: number; uses: number },
  now: Date,
): string | null {
  if (terms.startsAt && now < terms.startsAt) return `Le code ${terms.code} n'est pas encore valable.`;
  if (terms.endsAt && now >= terms.endsAt) return `Le code ${terms.code} a expiré.`;
  if (terms.firstOrderOnly && customer.placedOrders > 0) return `Le code ${terms.code} est réservé à la première commande.`;
  if (customer.uses >= terms.usesPerCustomer) return `Vous avez déjà utilisé le code ${terms.code}.`;
  return null;
}

/**
 * One free delivery per basket (ADR 0050): a delivery joker and a free-delivery code would both offer the same fee,
 * and the joker would be spent for nothing. The second one asked for is refused, saying which one already gives it.
 */
export function secondFreeDeliveryRefusal(wanted: { joker: true } | { code: string }, held: { jokerActive: boolean; freeDeliveryCode: string | null }): string | null {
  if ("joker" in wanted && held.freeDeliveryCode !== null) {
    return `La livraison est déjà offerte par le code ${held.freeDeliveryCode} : gardez votre joker livraison pour une prochaine commande.`;
  }
  if ("code" in wanted && held.jokerActive) {
    return `La livraison est déjà offerte par votre joker livraison : retirez-le pour utiliser le code ${wanted.code}, ou gardez ce code pour une prochaine commande.`;
  }
  return null;
}

/**
 * A welcome discount is for a household's first order (ADR 0063): refused once another account's placed order was
 * delivered to the same name at the same home (household-orders.ts tells). Known once the basket has its delivery
 * address; before, nothing tells the household.
 */
export const householdWelcomeRefusal = (code: string): string =>
  `Le code ${code} est réservé à la première commande d'un foyer : une commande a déjà été livrée à votre nom, à cette adresse, depuis un autre compte Cabas.`;

/** The referred friend's welcome voucher, like the welcome discount, is for a household's first order (ADR 0063). */
export const householdWelcomeVoucherRefusal = (code: string): string =>
  `Le bon de bienvenue ${code} est réservé à un nouveau client : une commande a déjà été livrée à votre nom, à cette adresse, depuis un autre compte Cabas.`;

/** The parts of an advantage code that tell whether it is a welcome discount. */
export type WelcomeCodeTerms = { code: string; kind: "amount" | "percent" | "free_delivery"; firstOrderOnly: boolean };

/**
 * A welcome discount is a first-order code that takes money off the goods (BIENVENUE10). A free-delivery code is not
 * one: the published conditions only keep « la réduction » apart from a referral voucher (ADR 0058).
 */
export const isWelcomeDiscount = (code: WelcomeCodeTerms): boolean => code.firstOrderOnly && code.kind !== "free_delivery";

/**
 * The welcome discount and a referral voucher are two welcome offers for the same first order; the published
 * conditions (/offre-nouveau-client) say they do not stack (ADR 0058). The second one asked for is refused, saying
 * which one is already applied and how to switch. `held` is what the basket carries: its code when it is a welcome
 * discount the customer may use, and the referral voucher on it. The same sentence is the code's unmet condition on a
 * basket that carries both (one built before the rule).
 */
export function welcomeOffersClash(
  wanted: { code: WelcomeCodeTerms } | { referralVoucher: string },
  held: { welcomeCode: string | null; referralVoucher: string | null },
): string | null {
  if ("code" in wanted) {
    if (!isWelcomeDiscount(wanted.code) || held.referralVoucher === null) return null;
    return `Votre bon de parrainage ${held.referralVoucher} est déjà appliqué et le code ${wanted.code.code} ne se cumule pas avec lui : retirez le bon de parrainage pour utiliser ce code à la place.`;
  }
  if (held.welcomeCode === null) return null;
  return `Le code ${held.welcomeCode} est déjà appliqué et ne se cumule pas avec un bon de parrainage : retirez ce code pour utiliser votre bon ${wanted.referralVoucher} à la place.`;
}

/** Loyalty euros asked for, capped by the balance (what is due caps it again in the totals). */
export const cappedEurofidCents = (askedCents: number, balanceCents: number): number =>
  Math.max(0, Math.min(askedCents, balanceCents));
