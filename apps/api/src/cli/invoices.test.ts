// Accounting's command for rectifying invoices (ADR 0127): its arguments and its refusals, in French.
import { describe, expect, it } from "vitest";
import { parseArgs, rectifyReport } from "./invoices.ts";

describe("npm run invoices", () => {
  it("reads a-rectifier and rectifier <commande>, and refuses anything else in French", () => {
    expect(parseArgs(["a-rectifier"])).toEqual({ command: "to_rectify" });
    expect(parseArgs(["rectifier", "10000004"])).toEqual({ command: "rectify", orderId: 10000004 });
    expect(parseArgs(["a-rectifier", "10000004"])).toEqual({ error: "« a-rectifier » ne prend pas d'argument." });
    expect(parseArgs(["rectifier"])).toEqual({ error: "Numéro de commande manquant ou invalide." });
    expect(parseArgs(["rectifier", "F2026-10000004"])).toEqual({ error: "Numéro de commande manquant ou invalide." });
    expect(parseArgs(["rectifier", "10000004", "10000005"])).toEqual({ error: "Argument en trop « 10000005 » : a-rectifier, rectifier <commande>." });
    expect(parseArgs([])).toEqual({ error: "Commande attendue : a-rectifier, rectifier <commande>." });
    expect(parseArgs(["rectifie", "10000004"])).toEqual({ error: "Commande inconnue « rectifie » : a-rectifier, rectifier <commande>." });
  });

  it("says an erased account's rectifying invoice was issued without an e-mail", () => {
    const lines = rectifyReport({
      kind: "issued",
      orderId: 10000004,
      number: "F2026-000042",
      originalNumber: "F2026-10000004",
      corrections: [{ productId: 1, name: "Calissons d'Aix", amountCents: 690, invoicedRateBp: 550, correctRateBp: 2000 }],
      rectification: { corrections: [], before: [], after: [{ rateBp: 2000, grossCents: 690, netCents: 575, vatCents: 115 }] },
      mailed: false,
    });
    expect(lines).toEqual([
      "Facture rectificative F2026-000042 émise pour la commande n° 10000004 : elle annule et remplace la facture F2026-10000004.",
      "  - Calissons d'Aix : taux facturé 5,5 %, taux applicable 20 %",
      "  TVA rectifiée : 20 % : base HT 5,75\u00a0€, TVA 1,15\u00a0€",
      "Compte supprimé : aucun e-mail envoyé.",
    ]);
  });
});
