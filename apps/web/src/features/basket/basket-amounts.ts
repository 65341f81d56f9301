// The lines that explain a basket's total (basket page, cart drawer): goods, discounts, delivery, express, donations,
// benefits, each shown only when it applies, except goods and delivery which a shopper always wants to see.
import type { Basket } from "@cabas/contracts";
import { deliveryAmountRows, mixMatchOffersOf } from "@cabas/contracts/client-values";

export type AmountRow = { label: string; euros: number };

export function basketAmountRows(basket: Pick<Basket, "totals" | "fl" | "avantages" | "complement_en_cours" | "bloc_recap_panier">): AmountRow[] {
  const { totals } = basket;
  // Each mix-and-match offer on a line of its own (ADR 0100), the other discounts together, in cents to stay exact.
  const offers = mixMatchOffersOf(basket.bloc_recap_panier);
  const otherDiscountCents = Math.round(totals.total_remises * 100) - offers.reduce((sum, offer) => sum + Math.round(offer.montant * 100), 0);
  const rows: (AmountRow & { shown: boolean })[] = [
    { label: "Produits", euros: totals.total_marchandise, shown: true },
    ...offers.map((offer) => ({ label: `Offre «\u00A0${offer.libelle}\u00A0»`, euros: -offer.montant, shown: true })),
    { label: offers.length > 0 ? "Autres remises" : "Remises", euros: -otherDiscountCents / 100, shown: otherDiscountCents > 0 },
    // The rule the order's page, e-mails and invoice follow too (ADR 0073).
    ...deliveryAmountRows({ fee: basket.fl, express: totals.frais_express, complement: basket.complement_en_cours }).map((row) => ({ label: row.label, euros: row.amount, shown: true })),
    { label: "Dons", euros: totals.total_dons, shown: totals.total_dons > 0 },
    { label: "Bons d'achat", euros: -totals.total_ba_panier, shown: totals.total_ba_panier > 0 },
    { label: "Cagnotte", euros: -totals.total_cagnotte, shown: totals.total_cagnotte > 0 },
    { label: "Euros fidélité", euros: -basket.avantages.eurosfid, shown: basket.avantages.eurosfid > 0 },
  ];
  return rows.filter((row) => row.shown).map(({ label, euros }) => ({ label, euros }));
}

/** The free-delivery teaser: only when a fee is really charged and a threshold would waive it. */
export function freeDeliveryTeaser(basket: Pick<Basket, "teasing_fl" | "complement_en_cours">): number | null {
  if (basket.complement_en_cours || basket.teasing_fl === null || basket.teasing_fl <= 0) return null;
  return basket.teasing_fl;
}
