// Accounting's command for the invoices issued before ADR 0068 at the rate of their product's aisle (ADR 0127), and
// those that billed a rate corrected since as an error on the invoices screen (ADR 0133), which lists and issues them too.
//   npm run invoices -- a-rectifier              the invoices needing a rectifying invoice, with what it corrects
//   npm run invoices -- rectifier <commande>     issues it: its number, stored, e-mailed to the customer with its PDF
// A second run for the same order issues nothing and says so. Uses DATABASE_URL (PostgreSQL) or the embedded database
// folder, like the API (on PGlite, stop the API first); the e-mail is queued for the API's worker.
import { frenchLongDate } from "@cabas/contracts";
import type { Database } from "@cabas/db";
import { euroAmountText } from "../domain/order-labels.ts";
import type { VatBreakdown } from "../domain/vat.ts";
import { correctionText, invoicesToRectify, rectifyInvoice, type InvoiceToRectify, type RectifyOutcome } from "../calls/orders/rectifying-invoices.ts";
import { publicUrlFrom, type Env } from "../env.ts";
import { runOperatorCommand } from "./operator-command.ts";

export type InvoicesArgs = { command: "to_rectify" } | { command: "rectify"; orderId: number };

const USAGE = "a-rectifier, rectifier <commande>";

export function parseArgs(argv: readonly string[]): InvoicesArgs | { error: string } {
  const [name, id, ...rest] = argv;
  if (name === "a-rectifier" || name === "à-rectifier") return argv.length > 1 ? { error: "« a-rectifier » ne prend pas d'argument." } : { command: "to_rectify" };
  if (name === undefined) return { error: `Commande attendue : ${USAGE}.` };
  if (name !== "rectifier") return { error: `Commande inconnue « ${name} » : ${USAGE}.` };
  const n = Number(id);
  if (!id || !/^[0-9]+$/.test(id) || !Number.isSafeInteger(n) || n <= 0) return { error: "Numéro de commande manquant ou invalide." };
  if (rest.length) return { error: `Argument en trop « ${rest[0]} » : ${USAGE}.` };
  return { command: "rectify", orderId: n };
}

const rateFormat = new Intl.NumberFormat("fr-FR");
/** « 5,5 % : base HT 14,01 €, TVA 0,77 € », one rate of a VAT block. */
const vatText = (rows: readonly VatBreakdown[]) =>
  rows.map((r) => `${rateFormat.format(r.rateBp / 100)} % : base HT ${euroAmountText(r.netCents)}, TVA ${euroAmountText(r.vatCents)}`).join(" ; ");

/** What `a-rectifier` prints for one invoice: which, for whom, the lines, the VAT before and after, the command. */
export function describeToRectify(i: InvoiceToRectify): string[] {
  return [
    `Commande n° ${i.orderId} — facture ${i.invoiceNumber} du ${frenchLongDate(i.issuedAt)} — ${i.buyerName}`,
    ...i.rectification.corrections.map((c) => `  - ${correctionText(c)} (${euroAmountText(c.amountCents)})`),
    `  TVA facturée : ${vatText(i.rectification.before)}`,
    `  TVA rectifiée : ${vatText(i.rectification.after)}`,
    `  → npm run invoices -- rectifier ${i.orderId}`,
  ];
}

/** What `rectifier` prints: what was issued, or why nothing was. */
export function rectifyReport(outcome: RectifyOutcome): string[] {
  switch (outcome.kind) {
    case "issued":
      return [
        `Facture rectificative ${outcome.number} émise pour la commande n° ${outcome.orderId} : elle annule et remplace la facture ${outcome.originalNumber}.`,
        ...outcome.corrections.map((c) => `  - ${correctionText(c)}`),
        `  TVA rectifiée : ${vatText(outcome.rectification.after)}`,
        outcome.mailed ? "Le client la reçoit par e-mail, PDF joint ; elle est aussi sur la page de sa commande." : "Compte supprimé : aucun e-mail envoyé.",
      ];
    case "already":
      return [`La facture rectificative ${outcome.number} de la commande n° ${outcome.orderId} a déjà été émise le ${frenchLongDate(outcome.issuedAt)} : rien de plus n'est émis.`];
    case "nothing":
      return [
        outcome.why === "rates"
          ? `La facture ${outcome.invoiceNumber} de la commande n° ${outcome.orderId} porte le bon taux de TVA sur chaque ligne : rien à rectifier.`
          : `La facture ${outcome.invoiceNumber} de la commande n° ${outcome.orderId} a été émise avec le taux de chaque produit (ADR 0068), et aucun de ces taux n'a été corrigé depuis comme une erreur : rien à rectifier.`,
      ];
  }
}

/** The command's work, as the lines it prints. */
export async function report(args: InvoicesArgs, deps: { db: Database; env: Env }, now: Date = new Date()): Promise<string[]> {
  if (args.command === "to_rectify") {
    const found = await invoicesToRectify(deps.db);
    if (found.length === 0) return ["Aucune facture à rectifier."];
    return [`${found.length} facture${found.length > 1 ? "s" : ""} à rectifier :`, ...found.flatMap((i) => ["", ...describeToRectify(i)])];
  }
  return rectifyReport(await rectifyInvoice({ db: deps.db, now, publicUrl: publicUrlFrom(deps.env) }, args.orderId));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runOperatorCommand(parseArgs, async (args, deps) => {
    for (const line of await report(args, deps)) console.log(line);
  });
}
