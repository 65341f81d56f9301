// What a professional account changes (ADR 0042): the company an order is billed to, the mentions French law asks
// of an invoice to a professional, and loyalty euros, which are for households only.
import { frenchLongDate } from "@cabas/contracts";

/** The buyer's legal identity as the order keeps it: what its invoice prints, whatever the account becomes. */
export type BuyerCompany = { name: string; siret: string; vat: string | null };

type AccountIdentity = { kind: "consumer" | "professional"; companyName: string | null; siret: string | null; vatNumber: string | null };

/** The company an order placed now is billed to: the professional account's, none for a household. */
export function buyerCompanyOf(account: AccountIdentity): BuyerCompany | null {
  if (account.kind !== "professional" || !account.companyName || !account.siret) return null;
  return { name: account.companyName, siret: account.siret, vat: account.vatNumber };
}

/**
 * Loyalty euros are for households (the programme's terms): a credit to a business is a rebate on its purchases,
 * which would call for a credit note adjusting the VAT it deducted. An order billed to a company earns none.
 */
export const earnsLoyaltyEuros = (order: { buyerCompany: BuyerCompany | null }): boolean => order.buyerCompany === null;

/** « 123 456 789 00012 »: SIREN by threes, then the establishment's five digits, as on a Kbis extract. */
export const siretText = (siret: string): string =>
  /^[0-9]{14}$/.test(siret) ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}` : siret;

/** « 123 456 789 »: the SIREN, the company's number, is the SIRET's first nine digits. */
export const sirenText = (siret: string): string => (/^[0-9]{14}$/.test(siret) ? siretText(siret).slice(0, 11) : siret);

/**
 * The buyer's lines of an invoice to a professional: the company first, its identifiers, then the person. The SIREN
 * is printed on its own although the SIRET holds it: it is one of the mentions of the e-invoicing reform (CGI annexe
 * II art. 242 nonies A, from 1 September 2026), which names the buyer's SIREN.
 */
export function companyBuyerLines(company: BuyerCompany): string[] {
  return [
    company.name,
    `SIREN ${sirenText(company.siret)} · SIRET ${siretText(company.siret)}`,
    ...(company.vat ? [`N° de TVA intracommunautaire ${company.vat}`] : []),
  ];
}

/** A postal address as an order keeps it (delivery or billing snapshot). */
export type PostalAddress = { line1?: string | null; line2?: string | null; postalCode?: string | null; city?: string | null };

const addressKey = (a: PostalAddress) =>
  [a.line1, a.line2, a.postalCode, a.city].map((part) => (part ?? "").normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase()).join("|");

/** « 18 rue de la Roquette, 75011 Paris ». */
export const addressText = (a: PostalAddress): string =>
  [a.line1, a.line2, [a.postalCode, a.city].filter(Boolean).join(" ")].map((part) => (part ?? "").trim()).filter(Boolean).join(", ");

/**
 * The mentions the e-invoicing reform adds to an invoice between businesses (CGI annexe II art. 242 nonies A as
 * amended, from 1 September 2026): where the goods were delivered when it is not the billing address, and the
 * category of the operation. Cabas delivers goods; the delivery fee is an accessory of that sale, taxed with the
 * goods (CGI art. 267, ADR 0055), not a service of its own, so the operation is a delivery of goods with or without
 * a fee. Cabas has not opted for VAT on debits, so that mention has no place.
 */
export function einvoicingMentions(order: { delivery: PostalAddress; billing: PostalAddress }): string[] {
  const delivered = addressText(order.delivery);
  const elsewhere = delivered && addressKey(order.delivery) !== addressKey(order.billing);
  return [...(elsewhere ? [`Adresse de livraison : ${delivered}.`] : []), "Catégorie de l'opération : livraison de biens."];
}

const PAID_BY: Record<string, string> = {
  card: "par carte bancaire",
  sepa: "par prélèvement SEPA",
  phone: "par téléphone",
  // Nothing was charged: the benefits paid it (ADR 0072).
  benefits: "par les avantages du client (bons d'achat, cagnotte, euros fidélité), sans débit",
};

/**
 * Payment terms of an invoice to a professional (Code de commerce L441-9 and L441-10, D441-5). Cabas's orders are
 * paid before the invoice is issued: the date is the day the final amount was charged, and no due date stays open;
 * the penalty and indemnity mentions are owed on every invoice to a professional all the same.
 */
export function professionalPaymentMentions(payment: { paidAt: Date; method: string }): string[] {
  return [
    `Facture acquittée : payée le ${frenchLongDate(payment.paidAt)} ${PAID_BY[payment.method] ?? `par ${payment.method}`}.`,
    "Pas d'escompte pour paiement anticipé.",
    "En cas de retard de paiement, pénalités au taux de refinancement le plus récent de la Banque centrale européenne majoré de 10 points, " +
      "et indemnité forfaitaire pour frais de recouvrement de 40 € (articles L441-10 et D441-5 du Code de commerce).",
  ];
}
