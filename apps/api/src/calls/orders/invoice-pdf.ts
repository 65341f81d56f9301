// The invoice PDF (pdf-lib, the PDF standard fonts: no font is fetched or embedded). French invoice mentions:
// seller identity and VAT number, invoice number and date, buyer, lines, VAT per rate, totals HT/TVA/TTC; for a company,
// its SIREN, SIRET and VAT number, the payment terms owed to professionals (ADR 0042) and the
// mentions of the e-invoicing reform (delivery address, category of the operation: ADR 0047).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { frenchLongDate, invoiceText } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { lineNetAmounts, netOfVatCents } from "../../domain/vat.ts";
import type { AmountLine } from "../../domain/order-amounts.ts";
import { invoiceVatBreakdown } from "../../domain/rectifying-invoice.ts";
import { paymentMethodLabel, signedEuroAmountText } from "../../domain/order-labels.ts";
import { companyBuyerLines, einvoicingMentions, professionalPaymentMentions, type BuyerCompany, type PostalAddress } from "../../domain/professional-accounts.ts";

export type InvoiceSeller = { name: string; address: string; rcs: string; vat: string; capital: string };
/** unitCents is the price per kilo when perKg (a line sold by weight), the price of one unit otherwise. */
export type InvoiceLine = {
  /** The product billed (none for the thank-you gift): what a rectifying invoice's corrections name (ADR 0127). */
  productId?: number;
  name: string;
  quantity: number;
  unitCents: number;
  perKg: boolean;
  amountCents: number;
  vatRateBp: number;
  weightGrams: number | null;
  /** A weighed line's estimate when the order was placed: what came above it is what a weighing offered (VAT). */
  estimateCents?: number | null;
};
export type InvoiceData = {
  number: string;
  orderId: number;
  issuedAt: Date;
  deliveredAt: Date | null;
  seller: InvoiceSeller;
  /** company: set when a professional account placed the order (its identity then); null for a household. */
  buyer: { name: string; lines: string[]; company: BuyerCompany | null };
  /** Where the order was delivered and the billing address, as the order keeps them. */
  addresses: { delivery: PostalAddress; billing: PostalAddress };
  lines: InvoiceLine[];
  /** Goods, discounts, fee, donation, benefits and the total paid (orderAmountLines): they add up. */
  amounts: AmountLine[];
  paymentMethod: string;
  /** What a lighter weighing gave back of the prize pot and loyalty euros, said under the amounts (ADR 0079); null when nothing. */
  benefitsChange?: string | null;
  /** When the order's amount was charged. */
  paidAt: Date;
  /**
   * Set on a rectifying invoice (ADR 0127): the invoice it cancels and replaces, and the lines whose rate it corrects
   * (the lines above carry the corrected rates).
   */
  rectifies?: { number: string; issuedAt: Date; corrections: { name: string; invoicedRateBp: number; correctRateBp: number }[] } | null;
};

/**
 * Euros as the order's pages write them, a deduction with its minus sign; invoiceText() prints that sign as an en dash
 * and the no-break spaces as ones the standard fonts have (ADR 0124).
 */
const euro = signedEuroAmountText;
const day = frenchLongDate;
const rateFormat = new Intl.NumberFormat("fr-FR");
const rate = (bp: number) => `${rateFormat.format(bp / 100)} %`;

// Every text goes through invoiceText: only what WinAnsi can show, Latin letters it lacks written plain (« Łódź » →
// « Lódz »), anything else "?". The fields refuse such characters at input (ADR 0065); older rows may still hold some.

/**
 * A sentence cut into lines that fit the width, between words. It is typeset first: a « : » or a « € » never starts a
 * line, since only ordinary spaces are cut (invoiceText prints the no-break ones as spaces).
 */
function wrap(sentence: string, f: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of typesetFrench(sentence).split(" ")) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && f.widthOfTextAtSize(invoiceText(candidate), size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

export async function buildInvoicePdf(data: InvoiceData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // A rectifying invoice says so in its title, and which invoice it replaces (CGI art. 242 nonies A; ADR 0127).
  const title = data.rectifies ? `Facture rectificative n° ${data.number}` : `Facture n° ${data.number}`;
  pdf.setTitle(data.rectifies ? `Facture rectificative ${data.number}` : `Facture ${data.number}`);
  pdf.setAuthor(data.seller.name);
  pdf.setLanguage("fr-FR");
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595, 842]);
  let y = 800;
  const text = (p: PDFPage, value: string, x: number, size = 10, f: PDFFont = font) => p.drawText(invoiceText(value), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  const right = (p: PDFPage, value: string, xRight: number, size = 10, f: PDFFont = font) =>
    p.drawText(invoiceText(value), { x: xRight - f.widthOfTextAtSize(invoiceText(value), size), y, size, font: f });

  text(page, data.seller.name, 40, 16, bold);
  right(page, title, 555, 14, bold);
  y -= 16;
  text(page, data.seller.address, 40, 9);
  right(page, `Émise le ${day(data.issuedAt)}`, 555, 9);
  y -= 12;
  text(page, `${data.seller.rcs} · capital ${data.seller.capital} · TVA ${data.seller.vat}`, 40, 9);
  right(page, `Commande n° ${data.orderId}${data.deliveredAt ? `, livrée le ${day(data.deliveredAt)}` : ""}`, 555, 9);
  y -= 36;
  text(page, "Facturé à", 40, 10, bold);
  y -= 14;
  const company = data.buyer.company;
  const buyerLines = company ? [...companyBuyerLines(company), `À l'attention de ${data.buyer.name}`] : [data.buyer.name];
  for (const line of [...buyerLines, ...data.buyer.lines]) {
    text(page, line, 40);
    y -= 13;
  }
  y -= 16;
  if (data.rectifies) {
    const { number, issuedAt, corrections } = data.rectifies;
    text(page, `Annule et remplace la facture n° ${number} du ${day(issuedAt)}.`, 40, 10, bold);
    y -= 14;
    const corrected = corrections.map((c) => `${c.name} (taux facturé ${rate(c.invoicedRateBp)}, taux applicable ${rate(c.correctRateBp)})`).join(" ; ");
    const sentences = [
      `Taux de TVA corrigé${corrections.length > 1 ? "s" : ""} : ${corrected}.`,
      "Les prix TTC et le montant payé ne changent pas : seules les bases HT et la TVA par taux sont corrigées.",
    ];
    for (const sentence of sentences) {
      for (const line of wrap(sentence, font, 9, 515)) {
        text(page, line, 40, 9);
        y -= 12;
      }
    }
    y -= 16;
  }
  // A business deducts VAT: its invoice gives each line's unit price and amount before VAT too (CGI annexe II
  // art. 242 nonies A, « prix unitaire hors TVA »); a household's keeps the prices it paid, TTC (ADR 0068).
  // The name's column ends short of the quantity's right edge, leaving room for a quantity of three digits.
  const columns = company
    ? { nameWidth: 195, quantity: 262, unit: 345, vat: 385, net: 465, gross: 555 }
    : { nameWidth: 255, quantity: 330, unit: 410, vat: 460, net: null, gross: 555 };
  const lineNets = lineNetAmounts(data.lines.map((l) => ({ amountCents: l.amountCents, rateBp: l.vatRateBp })));
  const header = () => {
    text(page, "Article", 40, 9, bold);
    right(page, "Qté", columns.quantity, 9, bold);
    right(page, company ? "Prix unitaire HT" : "Prix unitaire", columns.unit, 9, bold);
    right(page, "TVA", columns.vat, 9, bold);
    if (columns.net !== null) right(page, "Montant HT", columns.net, 9, bold);
    right(page, "Montant TTC", columns.gross, 9, bold);
    y -= 6;
    page.drawLine({ start: { x: 40, y }, end: { x: 555, y }, thickness: 0.5 });
    y -= 12;
  };
  header();
  data.lines.forEach((line, i) => {
    // The goods' precise name is a mention the invoice owes (CGI annexe II art. 242 nonies A): a long one wraps in its
    // column, never cut.
    const name = line.weightGrams ? `${line.name} (${line.weightGrams} g pesés)` : line.name;
    const [first = name, ...more] = wrap(name, font, 9, columns.nameWidth);
    if (y - more.length * 11 < 120) {
      page = pdf.addPage([595, 842]);
      y = 800;
      header();
    }
    text(page, first, 40, 9);
    right(page, String(line.quantity), columns.quantity, 9);
    // A weighed line's price is per kilo: « 2,09 €/kg » with the weight in the name, so the amount reads right.
    const unitCents = company ? netOfVatCents(line.unitCents, line.vatRateBp) : line.unitCents;
    right(page, line.perKg ? `${euro(unitCents)}/kg` : euro(unitCents), columns.unit, 9);
    right(page, rate(line.vatRateBp), columns.vat, 9);
    if (columns.net !== null) right(page, euro(lineNets[i]!), columns.net, 9);
    right(page, euro(line.amountCents), columns.gross, 9);
    for (const rest of more) {
      y -= 11;
      text(page, rest, 40, 9);
    }
    y -= 13;
  });
  // The totals, the VAT and the mentions stay together: on a new page when what is left would not hold them.
  const changeLines = data.benefitsChange ? wrap(data.benefitsChange, font, 8, 255) : [];
  const footerHeight = 60 + data.amounts.length * 14 + changeLines.length * 11 + 6 * 13 + 46 + (data.buyer.company ? 110 : 30);
  if (y - footerHeight < 30) {
    page = pdf.addPage([595, 842]);
    y = 800;
  }
  y -= 8;
  page.drawLine({ start: { x: 300, y }, end: { x: 555, y }, thickness: 0.5 });
  y -= 14;
  const totalRow = (label: string, cents: number, f: PDFFont = font) => {
    text(page, label, 300, 10, f);
    right(page, euro(cents), 555, 10, f);
    y -= 14;
  };
  for (const line of data.amounts) totalRow(line.label, line.cents, line.kind === "total" || line.kind === "subtotal" ? bold : font);
  // Beside the benefits' lines it explains: they say what each paid of the weighed purchases, this what came back.
  for (const line of changeLines) {
    text(page, line, 300, 8);
    y -= 11;
  }
  y -= 10;
  text(page, "TVA par taux", 300, 10, bold);
  y -= 14;
  // Offers and discounts, and a weighing above the authorisation offered, lower the goods' taxed amounts; delivery and its
  // express surcharge are an accessory of the sale and follow the goods' rates (feeVatSplit). The donation is not a sale (no VAT), and
  // vouchers, prize pot and loyalty euros are means of payment: none is in the bases. The discounts come off every line
  // in proportion to its final (weighed) amount, then the weight offered off the weighed lines that came out heavier;
  // the fee follows what is left at each rate, as billed (invoiceVatBreakdown, ADR 0125).
  const breakdown = invoiceVatBreakdown(
    data.lines.map((l) => ({ amountCents: l.amountCents, rateBp: l.vatRateBp, perKg: l.perKg, estimateCents: l.estimateCents })),
    data.amounts,
  );
  for (const r of breakdown) {
    text(page, `${rate(r.rateBp)} : base HT ${euro(r.netCents)}`, 300, 9);
    right(page, `TVA ${euro(r.vatCents)}`, 555, 9);
    y -= 13;
  }
  // The same bases and VAT, added up: what a business books, and what a household's invoice owes too (CGI art. 242
  // nonies A asks for the totals HT and VAT of any invoice issued; ADR 0068's amendment).
  y -= 4;
  const sum = (pick: (r: (typeof breakdown)[number]) => number) => breakdown.reduce((total, r) => total + pick(r), 0);
  totalRow("Total HT", sum((r) => r.netCents));
  totalRow("Total TVA", sum((r) => r.vatCents));
  totalRow("Total TTC", sum((r) => r.grossCents), bold);
  if (company) {
    y -= 6;
    // The reform's mentions, then the payment terms owed to a professional; the withdrawal right is a consumer's, so
    // it is not mentioned.
    const reform = einvoicingMentions(data.addresses);
    for (const mention of [...reform, ...professionalPaymentMentions({ paidAt: data.paidAt, method: data.paymentMethod })]) {
      for (const line of wrap(mention, font, 8, 515)) {
        text(page, line, 40, 8);
        y -= 11;
      }
    }
    return pdf.save();
  }
  y -= 20;
  text(page, `Moyen de paiement : ${paymentMethodLabel(data.paymentMethod)}.`, 40, 9);
  y -= 13;
  text(page, "Pas d'escompte pour paiement anticipé. Le droit de rétractation ne s'applique pas aux denrées périssables.", 40, 8);
  return pdf.save();
}
