// The e-mails of an order's life: confirmation, changes (edits, preparation, cancellation), delivery with the invoice.
import { formatFrenchPhone, measureUnitLabel } from "@cabas/contracts";
import type { MailAttachment, MailMessage } from "./mailer.ts";
import { MAIL_SIGNATURE } from "./mail-text.ts";
import { followingComplementText, PAID_BY_BENEFITS_TEXT } from "../domain/order-labels.ts";
import { COMPLEMENT_HANDED_BACK_MAIL } from "../domain/complement-hand-back.ts";
import { modificationNotTakenText } from "../domain/modification-hand-back.ts";

const euro = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;

export type OrderMailFacts = { to: string; prenom: string; orderId: number; slotLabel: string; totalCents: number; orderUrl: string };

/** One line of the order as the confirmation lists it (cents; a weighed line's unit price is per kilo). */
export type ConfirmationLine = {
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineCents: number;
  variableWeight: boolean;
  estimatedWeightGrams: number | null;
  /** Price per kilo or per litre of a packed product, when it is sold by weight or volume. */
  measurePrice: { cents: number; unit: "kg" | "l" } | null;
};

/** How the order is paid, as the confirmation names it. */
export type ConfirmationPayment =
  | { kind: "card"; brand: string | null; last4: string | null }
  | {
      kind: "sepa";
      reference: string;
      ibanMasked: string;
      holder: string;
      creditorName: string;
      creditorId: string;
      /** The BIC and the debtor's address, on a mandate for an account outside the EEA (ADR 0085's amendment). */
      bic?: string | null;
      debtorAddress?: string | null;
    }
  | { kind: "phone" }
  | { kind: "benefits" };

export type OrderConfirmationFacts = OrderMailFacts & {
  cutoffLabel: string;
  /** The delivery's date (« 24 novembre 2026 »): a direct debit is presented after it, never before. */
  deliveryDay: string;
  lines: readonly ConfirmationLine[];
  /** The order's amounts as its page and invoice read them (goods, discounts, fee, donation, benefits, total). */
  amounts: readonly { label: string; cents: number }[];
  /** Authorised on the payment means: the total plus the margin for weighed products. */
  authorisedCents: number;
  /** The delivery address's snapshot (checkout's `snapshot`). */
  address: Readonly<Record<string, unknown>>;
  payment: ConfirmationPayment;
  /** A professional account: the consumer's withdrawal right does not apply (CGV art. 1). */
  professional: boolean;
  /** The CGV in force when the order was placed, as plain text; null when the shop has none stored. */
  cgvText: string | null;
  cgvUrl: string;
};

const grams = (g: number) => (g >= 1000 ? `${(g / 1000).toFixed(3).replace(/\.?0+$/, "").replace(".", ",")} kg` : `${g} g`);

/** « Tomates grappe × 2 : prix estimé 2,40 € (environ 800 g à 3,00 €/kg, […]) » */
export function confirmationLineText(l: ConfirmationLine): string {
  if (l.variableWeight) {
    const weight = l.estimatedWeightGrams ? `environ ${grams(l.estimatedWeightGrams)} à ` : "";
    return `- ${l.name} × ${l.quantity} : prix estimé ${euro(l.lineCents)} (${weight}${euro(l.unitPriceCents)}/kg ; prix définitif selon le poids livré)`;
  }
  const measure = l.measurePrice ? ` ; ${euro(l.measurePrice.cents)}/${measureUnitLabel(l.measurePrice.unit)}` : "";
  return `- ${l.name} × ${l.quantity} : ${euro(l.lineCents)} (${euro(l.unitPriceCents)} l'unité${measure})`;
}

/** The delivery address with what the courier needs to reach the door (code, floor, lift, intercom). */
export function deliveryAddressText(a: Readonly<Record<string, unknown>>): string {
  const str = (k: string) => {
    const value = a[k];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
  };
  const access = [
    str("doorCode") && `Code d'accès : ${str("doorCode")}`,
    str("floor") && `Étage : ${str("floor")}${a.hasLift === true ? " (avec ascenseur)" : a.hasLift === false ? " (sans ascenseur)" : ""}`,
    str("intercomName") && `Interphone : ${str("intercomName")}`,
  ].filter(Boolean);
  return [
    [str("prenom"), str("nom")].filter(Boolean).join(" ") || null,
    str("company"),
    str("line1"),
    str("line2"),
    [str("postalCode"), str("city")].filter(Boolean).join(" ") || null,
    access.length > 0 ? access.join(" — ") : null,
    // The order keeps the phone as the address stored it: older addresses (the demo customer's) hold bare digits.
    str("phone") && `Téléphone : ${formatFrenchPhone(str("phone")!)}`,
    str("instructions") && `Instructions : ${str("instructions")}`,
  ]
    .filter((l): l is string => Boolean(l))
    .join("\n");
}

/** The means of payment; for a direct debit, the mandate and the notice of the debit's amount and date. */
export function paymentText(f: Pick<OrderConfirmationFacts, "payment" | "totalCents" | "authorisedCents" | "deliveryDay">): string {
  const p = f.payment;
  if (p.kind === "benefits") return PAID_BY_BENEFITS_TEXT;
  if (p.kind === "phone") return "Par carte bancaire, par téléphone : un conseiller vous appelle pour régler la commande ; elle sera préparée dès le paiement reçu.";
  if (p.kind === "card") return p.brand && p.last4 ? `Carte bancaire ${p.brand.toUpperCase()} se terminant par ${p.last4}.` : "Carte bancaire.";
  const estimated = f.authorisedCents > f.totalCents;
  const amount = estimated
    ? `${euro(f.totalCents)} (montant estimé : le montant définitif, calculé sur le poids réellement livré, ne dépassera pas ${euro(f.authorisedCents)} et figurera sur votre facture)`
    : euro(f.totalCents);
  return (
    `Prélèvement SEPA sur le compte ${p.ibanMasked} (${p.holder}).\n` +
    (p.bic && p.debtorAddress ? `Banque (BIC) : ${p.bic}. Adresse du titulaire : ${p.debtorAddress}.\n` : "") +
    `Mandat de prélèvement SEPA récurrent, référence unique du mandat (RUM) : ${p.reference}.\n` +
    `Créancier : ${p.creditorName}, identifiant créancier SEPA (ICS) : ${p.creditorId}.\n` +
    `Avis de prélèvement : un prélèvement de ${amount} sera présenté à votre banque au titre de ce mandat quand votre commande est préparée et pesée, la veille ou le jour de sa livraison (${f.deliveryDay}).`
  );
}

/** The withdrawal right as the CGV's article 8 states it (L221-18 and L221-28 of the Code de la consommation). */
export function withdrawalText(professional: boolean): string {
  if (professional) return "Commande passée avec un compte professionnel : le droit de rétractation, réservé aux consommateurs, ne s'applique pas (article 1 des CGV).";
  return (
    "Les denrées périssables (produits frais, réfrigérés et surgelés, pain, produits à date limite de consommation courte) ne peuvent pas faire l'objet d'une rétractation (article L221-28 4° du Code de la consommation), pas plus que les produits descellés qui ne peuvent être renvoyés pour des raisons d'hygiène, les biens mélangés à d'autres après la livraison ou confectionnés sur commande.\n" +
    "Pour les autres produits (épicerie non ouverte, boissons non ouvertes, produits d'entretien scellés), vous disposez de 14 jours à compter de leur réception pour vous rétracter sans motif (article L221-18), en adressant au service client une déclaration dénuée d'ambiguïté ; vous les rendez intacts au livreur ou au service client dans les 14 jours suivants, et nous vous remboursons, frais de livraison standard compris, par le même moyen de paiement (article 8 des CGV)."
  );
}

/** The CGV's light Markdown as plain text: headings on their own line, bold marks dropped, links spelled out. */
export function cgvPlainText(markdown: string, siteUrl: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\((\/[^)]*)\)/g, (_, text: string, path: string) => `${text} (${siteUrl}${path})`)
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, "$1 ($2)")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/^#{2,3}\s+(.*)$/gm, (_, title: string) => `${title}\n${"=".repeat(Math.min(title.length, 60))}`);
}

export const CGV_ATTACHMENT_NAME = "conditions-generales-de-vente-cabas.txt";

/**
 * The confirmation the Code de la consommation asks for on a durable medium (L221-13): everything ordered and at
 * what price, the fees and benefits, the delivery, the payment (a direct debit's mandate and notice), the withdrawal
 * right, and the CGV themselves as an attached text file (ADR 0057), not only a link to a page that may change.
 */
export function orderConfirmationMail(f: OrderConfirmationFacts): MailMessage {
  return {
    to: f.to,
    subject: `Votre commande Cabas n° ${f.orderId} est confirmée`,
    text: [`Bonjour ${f.prenom},\n\nMerci pour votre commande n° ${f.orderId}. Voici son récapitulatif.`, ...orderRecapSections(f)].join("\n\n") + MAIL_SIGNATURE,
    attachments: cgvAttachments(f),
  };
}

/**
 * A modification is a new contract replacing the order (ADR 0018): its e-mail recaps it as the first confirmation
 * did (lines, fees, the new authorisation or debit notice, the CGV, the deadline for further changes; ADR 0069).
 */
export function orderModifiedMail(
  f: OrderConfirmationFacts & {
    replacedOrderId: number;
    complementIds: readonly number[];
    /** A complement basket was still being filled for the replaced order: it completes this one now (ADR 0078). */
    complementBasketFollows: boolean;
  },
): MailMessage {
  const complements = f.complementIds.map((id) => `n° ${id}`).join(", ");
  const intro =
    // The replaced order is not cancelled by anyone: the new one takes its place (its status reads « remplacée »).
    `Bonjour ${f.prenom},\n\nVotre modification est enregistrée : la commande n° ${f.orderId} remplace la commande n° ${f.replacedOrderId} : ` +
    `seule la nouvelle commande vous sera livrée et facturée.` +
    (complements ? ` ${f.complementIds.length > 1 ? "Vos compléments (commandes" : "Votre complément (commande"} ${complements}) ${f.complementIds.length > 1 ? "sont livrés" : "est livré"} avec elle.` : "") +
    (f.complementBasketFollows ? ` ${followingComplementText(f.replacedOrderId, f.orderId, f.cutoffLabel)}` : "") +
    ` Voici le récapitulatif de votre commande modifiée.`;
  return {
    to: f.to,
    subject: `Votre commande Cabas n° ${f.orderId} : modifiée (elle remplace la commande n° ${f.replacedOrderId})`,
    text: [intro, ...orderRecapSections(f)].join("\n\n") + MAIL_SIGNATURE,
    attachments: cgvAttachments(f),
  };
}

function cgvAttachments(f: Pick<OrderConfirmationFacts, "cgvText">): MailAttachment[] | undefined {
  return f.cgvText ? [{ filename: CGV_ATTACHMENT_NAME, contentType: "text/plain; charset=utf-8", contentBase64: Buffer.from(f.cgvText, "utf8").toString("base64") }] : undefined;
}

/**
 * Weighed products' estimate: a card is authorised for the ceiling; a direct debit or a phone payment has no
 * authorisation (the SEPA notice and the phone call take the weighed amount), so only the ceiling is named for them.
 */
function weighedText(f: Pick<OrderConfirmationFacts, "payment" | "authorisedCents">): string {
  if (f.payment.kind === "card")
    return `Produits pesés : le prix est estimé sur un poids moyen. Nous demandons une autorisation de ${euro(f.authorisedCents)} (le total majoré de 15 % du montant des produits pesés) ; seul le montant du poids réellement livré est débité.`;
  return `Produits pesés : le prix est estimé sur un poids moyen ; seul le montant du poids réellement livré est débité, au plus ${euro(f.authorisedCents)}.`;
}

/** What an order's contract says on a durable medium, after the greeting: shared by its confirmation and its modification. */
function orderRecapSections(f: OrderConfirmationFacts): string[] {
  const weighed = f.lines.some((l) => l.variableWeight);
  return [
    `VOTRE COMMANDE\n${f.lines.map(confirmationLineText).join("\n")}`,
    // A deduction reads with the minus sign, not a hyphen.
    f.amounts.map((a) => `${a.label} : ${a.cents < 0 ? `−${euro(-a.cents)}` : euro(a.cents)}`).join("\n") +
      (weighed && f.authorisedCents > f.totalCents ? `\n\n${weighedText(f)}` : ""),
    `LIVRAISON\n${f.slotLabel}\n${deliveryAddressText(f.address)}`,
    `PAIEMENT\n${paymentText(f)}`,
    `DROIT DE RÉTRACTATION\n${withdrawalText(f.professional)}`,
    `CONDITIONS GÉNÉRALES DE VENTE\n` +
      (f.cgvText
        ? `Nos conditions générales de vente, en vigueur à la date de votre commande, sont jointes à ce message (${CGV_ATTACHMENT_NAME}) : conservez-les. Elles sont aussi en ligne : ${f.cgvUrl}`
        : `Nos conditions générales de vente, en vigueur à la date de votre commande : ${f.cgvUrl}`),
    `Vous pouvez modifier ou compléter votre commande jusqu'au ${f.cutoffLabel} : ${f.orderUrl}`,
  ];
}

/** An amount the customer pays; 0 says why nothing is charged (ADR 0072). */
const amountDue = (cents: number): string => (cents === 0 ? `${euro(0)}, réglée par vos avantages : rien n'est débité` : euro(cents));

/** « Montant : 73,72 € », or once weighed away from the estimate « Montant après pesée : 73,72 € (montant estimé à la commande : 72,66 €) ». */
const amountText = (cents: number, estimatedCents?: number): string =>
  estimatedCents === undefined || estimatedCents === cents
    ? `Montant : ${amountDue(cents)}`
    : `Montant après pesée : ${amountDue(cents)} (montant estimé à la commande : ${euro(estimatedCents)})`;

/** `detail`: what else the customer must know of the step, as its tracking says it (a refund on the card, say). */
/** `complementBasketHandedBack`: the complement the customer was filling for the order was handed back with the move (ADR 0083). */
/** `modificationNotTaken`: a modification of the order was still being made, which the move ends (ADR 0083, second amendment). */
/** `estimatedCents`: the weighing's e-mail gives the total the customer saw when ordering beside the weighed one. */
export function orderChangedMail(
  f: OrderMailFacts & {
    change: string;
    detail?: string | null;
    complementBasketHandedBack?: boolean;
    modificationNotTaken?: { addsItems: boolean } | null;
    estimatedCents?: number;
  },
): MailMessage {
  const detail =
    (f.detail ? `\n${f.detail}.` : "") +
    (f.complementBasketHandedBack ? `\n${COMPLEMENT_HANDED_BACK_MAIL}` : "") +
    (f.modificationNotTaken ? `\n${modificationNotTakenText(f.modificationNotTaken.addsItems)}` : "");
  return {
    to: f.to,
    subject: `Votre commande Cabas n° ${f.orderId} : ${f.change}`,
    text: `Bonjour ${f.prenom},\n\nVotre commande n° ${f.orderId} (livraison prévue ${f.slotLabel}) est ${f.change}.\n${amountText(f.totalCents, f.estimatedCents)}.${detail}\n\nLe détail : ${f.orderUrl}${MAIL_SIGNATURE}`,
  };
}

/**
 * The complement the customer was filling for an order whose cut-off has passed, handed back by the minute's job
 * (ADR 0083, amended): the order leaves as validated, and the items she added wait in her basket. Without this mail she
 * could expect them with her delivery.
 */
export function complementPastCutoffMail(f: OrderMailFacts & { basketUrl: string }): MailMessage {
  return {
    to: f.to,
    subject: `Votre commande Cabas n° ${f.orderId} : les articles ajoutés ne seront pas livrés avec elle`,
    text:
      `Bonjour ${f.prenom},\n\nLa date limite de votre commande n° ${f.orderId} (livraison prévue ${f.slotLabel}) est passée : elle sera ` +
      `préparée telle que vous l'avez validée. Les articles que vous lui ajoutiez, sans avoir validé ce complément, ne pourront ` +
      `pas être livrés avec elle. Ils restent dans votre panier, pour une nouvelle commande : ${f.basketUrl}\n\n` +
      `Votre commande : ${f.orderUrl}${MAIL_SIGNATURE}`,
  };
}

/**
 * A modification not validated before the order's cut-off (ADR 0083, second amendment): the order leaves as it was
 * validated; what the modification added waits in the basket (`kept`: whether it added anything).
 */
export function modificationPastCutoffMail(f: OrderMailFacts & { basketUrl: string; kept: boolean }): MailMessage {
  return {
    to: f.to,
    subject: `Votre commande Cabas n° ${f.orderId} : vos modifications n'ont pas été validées à temps`,
    text:
      `Bonjour ${f.prenom},\n\nLa date limite de votre commande n° ${f.orderId} (livraison prévue ${f.slotLabel}) est passée avant que vous ` +
      `ne validiez vos modifications : elle sera préparée telle que vous l'aviez validée. ` +
      (f.kept ? `Les articles que vous lui ajoutiez restent dans votre panier, pour une nouvelle commande : ${f.basketUrl}\n` : "") +
      `Les quantités réduites et les articles retirés ne sont pas pris en compte.\n\n` +
      `Votre commande : ${f.orderUrl}${MAIL_SIGNATURE}`,
  };
}

/** `benefitsChange`: what a lighter weighing gave back of the prize pot and loyalty euros (ADR 0079), null when nothing. */
export function orderDeliveredMail(f: OrderMailFacts & { loyaltyCents: number; invoice: MailAttachment; benefitsChange?: string | null }): MailMessage {
  return {
    to: f.to,
    subject: `Votre commande Cabas n° ${f.orderId} est livrée`,
    text:
      `Bonjour ${f.prenom},\n\nVotre commande n° ${f.orderId} vous a été livrée. Montant payé : ${amountDue(f.totalCents)}.\n` +
      (f.benefitsChange ? `${f.benefitsChange}.\n` : "") +
      (f.loyaltyCents > 0 ? `Elle vous rapporte ${euro(f.loyaltyCents)} en euros fidélité, utilisables dès votre prochaine commande.\n` : "") +
      `\nVotre facture est jointe à ce message. Un produit manquant ou abîmé ? Dites-le-nous depuis ${f.orderUrl}${MAIL_SIGNATURE}`,
    attachments: [f.invoice],
  };
}

/**
 * A rectifying invoice (ADR 0127): which invoice it replaces, what it corrects, and that the amount paid stays the
 * same (prices are TTC: only the VAT per rate changes).
 */
export function rectifyingInvoiceMail(
  f: OrderMailFacts & { number: string; originalNumber: string; originalDay: string; corrections: readonly string[]; invoice: MailAttachment },
): MailMessage {
  return {
    to: f.to,
    subject: `Facture rectificative de votre commande Cabas n° ${f.orderId}`,
    text:
      `Bonjour ${f.prenom},\n\nLa facture n° ${f.originalNumber} du ${f.originalDay} de votre commande n° ${f.orderId} indiquait un taux de TVA erroné pour :\n` +
      f.corrections.map((c) => `- ${c}\n`).join("") +
      `\nVous trouverez ci-joint la facture rectificative n° ${f.number}, qui l'annule et la remplace. Le montant que vous avez payé ne change pas : seules la TVA par taux et les bases hors taxes sont corrigées. Rien n'est à faire de votre côté.\n` +
      `Elle est aussi téléchargeable depuis ${f.orderUrl}${MAIL_SIGNATURE}`,
    attachments: [f.invoice],
  };
}

/**
 * A SEPA debit the customer's bank sent back (ADR 0129): how much, why, that it stays due and how to pay it, and
 * whether her mandate still works (`revokedMandate`: the RUM of the mandate the return ended).
 */
export function sepaReturnMail(
  f: Pick<OrderMailFacts, "to" | "prenom" | "orderId" | "orderUrl"> & { dueCents: number; kind: "rejet" | "retour"; reason: string; settlement: string; revokedMandate: string | null },
): MailMessage {
  const mandate = f.revokedMandate
    ? `Votre mandat de prélèvement ${f.revokedMandate} est révoqué à la suite de ce ${f.kind} : il ne peut plus payer de commande. ` +
      `Pour payer vos prochaines commandes par prélèvement, signez un nouveau mandat au moment du paiement ; vous pouvez aussi payer par carte.`
    : `Votre mandat de prélèvement reste valable pour vos prochaines commandes : veillez à ce que le compte soit approvisionné au moment de leur préparation.`;
  return {
    to: f.to,
    subject: `Votre commande Cabas n° ${f.orderId} : prélèvement ${f.kind === "rejet" ? "rejeté" : "retourné"} par votre banque`,
    text:
      `Bonjour ${f.prenom},\n\nVotre banque nous a ${f.kind === "rejet" ? "rejeté" : "retourné"} le prélèvement SEPA de ${euro(f.dueCents)} ` +
      `de votre commande n° ${f.orderId}. Motif indiqué par la banque : ${f.reason}.\n\n` +
      `Ces ${euro(f.dueCents)} restent donc dus. ${f.settlement} Cabas ne vous facture aucuns frais pour ce ${f.kind}.\n\n` +
      `${mandate}\n\nLe montant dû et la façon de le régler figurent aussi sur la page de votre commande : ${f.orderUrl}${MAIL_SIGNATURE}`,
  };
}

/**
 * A reminder of a returned debit still due (ADR 0130): the amount, the order, the bank's reason, how to pay. The last
 * one also says what happens next: SEPA no longer pays the account's orders until it is paid, and customer service
 * calls. No fee nor penalty: the CGV state none.
 */
export function sepaReturnReminderMail(
  f: Pick<OrderMailFacts, "to" | "prenom" | "orderId" | "orderUrl"> & {
    dueCents: number;
    kind: "rejet" | "retour";
    reason: string;
    returnedOn: string;
    settlement: string;
    final: boolean;
  },
): MailMessage {
  const what = f.kind === "rejet" ? "rejeté" : "retourné";
  const next = f.final
    ? `Sans règlement de votre part, voici ce qui se passe maintenant : tant que ce montant reste dû, le paiement par prélèvement SEPA ` +
      `ne vous est plus proposé pour vos commandes (la carte bancaire reste possible), et notre service client va vous appeler pour ` +
      `convenir avec vous du règlement. Cabas ne vous facture aucuns frais ni pénalités pour ce ${f.kind}.`
    : `Cabas ne vous facture aucuns frais pour ce ${f.kind}. Si vous avez réglé ce montant entre-temps, ne tenez pas compte de ce message.`;
  return {
    to: f.to,
    subject: f.final
      ? `Dernier rappel : ${euro(f.dueCents)} restent dus sur votre commande Cabas n° ${f.orderId}`
      : `Rappel : ${euro(f.dueCents)} restent dus sur votre commande Cabas n° ${f.orderId}`,
    text:
      `Bonjour ${f.prenom},\n\nLe ${f.returnedOn}, votre banque nous a ${what} le prélèvement SEPA de ${euro(f.dueCents)} de votre commande ` +
      `n° ${f.orderId}. Motif indiqué par la banque : ${f.reason}. À ce jour, ces ${euro(f.dueCents)} restent dus.\n\n` +
      `Pour les régler en ligne par carte bancaire, rendez-vous sur la page de votre commande : ${f.orderUrl}\n\n${f.settlement}\n\n` +
      `${next}${MAIL_SIGNATURE}`,
  };
}

/** The amount a returned debit left due, paid online by card (ADR 0129, amendment): a short confirmation. */
export function returnedDebitPaidMail(
  f: Pick<OrderMailFacts, "to" | "prenom" | "orderId" | "orderUrl"> & { cents: number; card: string | null; reference: string },
): MailMessage {
  return {
    to: f.to,
    subject: `Votre commande Cabas n° ${f.orderId} : montant dû réglé`,
    text:
      `Bonjour ${f.prenom},\n\nNous avons bien reçu votre paiement de ${euro(f.cents)} par carte${f.card ? ` (${f.card})` : ""}, ` +
      `qui règle le prélèvement impayé de votre commande n° ${f.orderId}. Plus rien n'est dû pour cette commande.\n\n` +
      `Référence du paiement : ${f.reference}\n\nVotre commande : ${f.orderUrl}${MAIL_SIGNATURE}`,
  };
}
