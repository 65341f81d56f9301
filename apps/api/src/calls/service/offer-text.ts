// How an advantage code reads on the offers page: what it gives and on what condition, in French.
import { frenchLongDate, type Offer } from "@cabas/contracts";
import { formatEuros, type AdvantageCodeRule } from "../../domain/basket-totals.ts";
import { isWelcomeDiscount } from "../../domain/basket-benefits.ts";

/** The code as the basket applies it, with the conditions the offers page states. */
export type OfferCode = Pick<AdvantageCodeRule, "code" | "label" | "kind" | "value" | "minBasketCents"> & {
  firstOrderOnly: boolean;
  endsAt: Date | null;
  usesPerCustomer: number;
};

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString("fr-FR")} %`;

export function describeOffer(code: OfferCode): Offer {
  const benefit = code.kind === "amount" ? `${formatEuros(code.value)} de remise` : code.kind === "percent" ? `${percent(code.value)} de remise` : "Livraison offerte";
  const threshold = code.minBasketCents > 0 ? ` dès ${formatEuros(code.minBasketCents)} d'achats` : "";
  const conditions = [
    // A welcome discount goes to one household once (ADR 0063); a first-order free delivery, to each account.
    isWelcomeDiscount(code) ? "Pour la première commande d'un foyer (même nom, même adresse de livraison)." : code.firstOrderOnly ? "Pour une première commande." : null,
    code.usesPerCustomer === 1 ? "Une fois par client." : `${code.usesPerCustomer} fois par client.`,
    "À saisir dans votre panier, rubrique « Mes avantages ».",
  ].filter(Boolean);
  return {
    code: code.code,
    titre: code.label.charAt(0).toLocaleUpperCase("fr") + code.label.slice(1),
    avantage: `${benefit}${threshold}`,
    conditions: conditions.join(" "),
    fin: code.endsAt ? `Jusqu'au ${frenchLongDate(code.endsAt)}` : null,
  };
}
