// The invoice PDF read back as text: every character CP1252 (WinAnsi) has is printed as itself, only the others
// become "?"; a weighed line says its price per kilo and its weight.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pdfTextLines } from "../../test/pdf-text.ts";
import { invoiceText as printable, WIN_ANSI_EXTRA } from "@cabas/contracts";
import { buildInvoicePdf, type InvoiceData } from "./invoice-pdf.ts";

const address = { line1: "12 rue Oberkampf", postalCode: "75011", city: "Paris" };
const invoice = (lines: InvoiceData["lines"]): InvoiceData => ({
  number: "F-2026-000001",
  orderId: 10_000_001,
  issuedAt: new Date("2026-11-22T10:00:00Z"),
  deliveredAt: new Date("2026-11-22T10:00:00Z"),
  seller: { name: "Cabas SAS", address: "1 rue de la Paix, 75002 Paris", rcs: "RCS Paris 123 456 789", vat: "FR00123456789", capital: "100 000 €" },
  buyer: { name: "Chloé Durand", lines: ["12 rue Oberkampf", "75011 Paris"], company: null },
  addresses: { delivery: address, billing: address },
  lines,
  amounts: [{ kind: "total", label: "Total payé", cents: lines.reduce((s, l) => s + l.amountCents, 0) }],
  paymentMethod: "card",
  paidAt: new Date("2026-11-22T10:00:00Z"),
});
const line = (name: string, extra: Partial<InvoiceData["lines"][number]> = {}) => ({ name, quantity: 1, unitCents: 349, perKg: false, amountCents: 349, vatRateBp: 550, weightGrams: null, ...extra });

describe("printable", () => {
  it("keeps exactly CP1252's printable characters", () => {
    expect(printable("Œufs frais, bœuf, Šárka, Žižek, Ÿ, 5 ‰, † ‡ • ˆ ˜ ™ ƒ „ ‚ ‹ › « » € … – —")).toBe("Œufs frais, bœuf, Šárka, Žižek, Ÿ, 5 ‰, † ‡ • ˆ ˜ ™ ƒ „ ‚ ‹ › « » € … – —");
    // Latin letters the fonts lack are written plain (ADR 0065); only what has no Latin form is lost.
    expect(printable("Ā ő ł ☕ 中 🍎")).toBe("A o l ? ? ?");
    expect(printable("10\u202f€\u00a0TTC")).toBe("10 € TTC");
  });
  it("prints the minus sign, which WinAnsi lacks, as an en dash (ADR 0124)", () => {
    expect(printable("\u22123,62\u00a0€")).toBe("–3,62 €");
  });
});

describe("buildInvoicePdf", () => {
  it("prints a Polish or Czech customer's name in plain Latin letters, never as « ? »", async () => {
    const data = { ...invoice([line("Pommes")]), buyer: { name: "Łukasz Wąsowski", lines: ["ul. Piękna 3", "75011 Paris"], company: null } };
    const text = pdfTextLines(await buildInvoicePdf(data)).join("\n");
    expect(text).toContain("Lukasz Wasowski");
    expect(text).toContain("ul. Piekna 3");
    expect(text).not.toContain("?");
  });

  it("prints « Œufs » and every other CP1252 character as itself", async () => {
    const text = pdfTextLines(await buildInvoicePdf(invoice([line("Œufs frais x6"), line(`Bœuf ${WIN_ANSI_EXTRA}`)]))).join("\n");
    expect(text).toContain("Œufs frais x6");
    expect(text).toContain(`Bœuf ${WIN_ANSI_EXTRA}`);
    expect(text).not.toContain("?ufs");
  });

  it("prints a weighed line's price per kilo and its weight", async () => {
    const lines = pdfTextLines(await buildInvoicePdf(invoice([line("Pommes Gala", { unitCents: 209, perKg: true, amountCents: 36, weightGrams: 172 })])));
    const at = lines.indexOf("Pommes Gala (172 g pesés)");
    expect(at).toBeGreaterThan(-1);
    expect(lines.slice(at, at + 5)).toEqual(["Pommes Gala (172 g pesés)", "1", "2,09 €/kg", "5,5 %", "0,36 €"]);
  });
});

describe("product names on the invoice", () => {
  const company = { name: "Bistrot du Canal", siret: "73282932000074", vat: "FR44732829320" };
  const longName = "Moules de bouchot de la baie du Mont-Saint-Michel AOP";

  it("prints a long name and its weight in full, over several lines, never cut (the goods' precise name, CGI art. 242 nonies A)", async () => {
    const data = invoice([line(longName, { unitCents: 1290, perKg: true, amountCents: 1548, weightGrams: 1200 }), line("Pommes")]);
    for (const buyer of [data.buyer, { ...data.buyer, company }]) {
      const lines = pdfTextLines(await buildInvoicePdf({ ...data, buyer }));
      expect(lines.some((l) => l.includes("…"))).toBe(false);
      const start = lines.findIndex((l) => l.startsWith("Moules de bouchot"));
      expect(start).toBeGreaterThan(-1);
      // What is drawn from the name to the next line, its figures aside (quantity, prices, rate): the name, whole.
      const block = lines.slice(start, lines.indexOf("Pommes"));
      expect(block.filter((l) => !/^[0-9]+$/.test(l) && !/[€%]/.test(l)).join(" ")).toBe(`${longName} (1200 g pesés)`);
    }
  });
});

describe("VAT per rate on the invoice", () => {
  it("taxes the delivery fee with the goods it delivers, split pro rata when they are at two rates (F2026-10000028)", async () => {
    // Poulet 42,00 € at 5,5 %, wine 8,99 € at 20 %, delivery 7,90 €: 6,51 € of the fee at 5,5 %, 1,39 € at 20 %.
    const data = invoice([line("Poulet fermier", { amountCents: 4200 }), line("Côtes-du-Rhône", { amountCents: 899, vatRateBp: 2000 })]);
    data.amounts = [
      { kind: "goods", label: "Marchandises TTC", cents: 5099 },
      { kind: "fee", label: "Livraison", cents: 790 },
      { kind: "total", label: "Total TTC", cents: 5889 },
    ];
    const lines = pdfTextLines(await buildInvoicePdf(data));
    const vat = lines.slice(lines.indexOf("TVA par taux") + 1, lines.indexOf("TVA par taux") + 5);
    // 48,51 € at 5,5 %: 45,98 € + 2,53 €; 10,38 € at 20 %: 8,65 € + 1,73 €.
    expect(vat).toEqual(["5,5 % : base HT 45,98 €", "TVA 2,53 €", "20 % : base HT 8,65 €", "TVA 1,73 €"]);
  });

  it("takes a weighing's excess offered off the weighed product's rate, not off every rate (order 10000010)", async () => {
    // Wine 42,57 € at 20 %; a brie estimated 20,00 € weighed at 23,62 €, the 3,62 € above the card's ceiling offered.
    const data = invoice([
      line("Saint-Émilion grand cru", { amountCents: 4257, vatRateBp: 2000 }),
      line("Brie de Meaux AOP", { unitCents: 2590, perKg: true, amountCents: 2362, estimateCents: 2000, weightGrams: 912 }),
    ]);
    data.amounts = [
      { kind: "goods", label: "Marchandises TTC", cents: 6619 },
      { kind: "weighing", label: "Écart de pesée offert", cents: -362 },
      { kind: "total", label: "Total TTC", cents: 6257 },
    ];
    const lines = pdfTextLines(await buildInvoicePdf(data));
    const vat = lines.slice(lines.indexOf("TVA par taux") + 1, lines.indexOf("TVA par taux") + 5);
    // 20,00 € at 5,5 %: 18,96 € + 1,04 €; the wine's 42,57 € at 20 % whole: 35,48 € + 7,09 €.
    expect(vat).toEqual(["5,5 % : base HT 18,96 €", "TVA 1,04 €", "20 % : base HT 35,48 €", "TVA 7,09 €"]);
  });

  it("shares a code's discount and the fee between rates by the weighed amounts, as billed, a weighing offered aside (ADR 0125)", async () => {
    // Wine 42,57 € at 20 %; a brie estimated 20,00 €, weighed 23,62 €. A 10 % code on the weighed 66,19 €: 6,61 €;
    // 3,00 € of the weighing offered above the card's ceiling; delivery 7,90 €.
    const data = invoice([
      line("Saint-Émilion grand cru", { amountCents: 4257, vatRateBp: 2000 }),
      line("Brie de Meaux AOP", { unitCents: 2590, perKg: true, amountCents: 2362, estimateCents: 2000, weightGrams: 912 }),
    ]);
    data.amounts = [
      { kind: "goods", label: "Marchandises TTC", cents: 6619 },
      { kind: "discounts", label: "Remises", cents: -661 },
      { kind: "weighing", label: "Écart de pesée offert", cents: -300 },
      { kind: "fee", label: "Livraison", cents: 790 },
      { kind: "total", label: "Total TTC", cents: 6448 },
    ];
    const lines = pdfTextLines(await buildInvoicePdf(data));
    const vat = lines.slice(lines.indexOf("TVA par taux") + 1, lines.indexOf("TVA par taux") + 5);
    // The code's 6,61 € by the weighed 42,57 : 23,62 (4,26 € and 2,35 €), the 3,00 € off the brie: 38,31 € at 20 %,
    // 18,27 € at 5,5 %; the fee by those (5,35 € and 2,55 €). 20,82 € at 5,5 %: 19,73 € + 1,09 €; 43,66 € at 20 %:
    // 36,38 € + 7,28 €. Shared by the amounts left once the weighing's excess was offered (42,57 : 20,62, back toward
    // the estimate) they read 19,94 € + 1,10 € and 36,20 € + 7,24 €.
    expect(vat).toEqual(["5,5 % : base HT 19,73 €", "TVA 1,09 €", "20 % : base HT 36,38 €", "TVA 7,28 €"]);
    // The rates' lines add up to the amounts exactly.
    const totals = lines.slice(lines.indexOf("Total HT"), lines.indexOf("Total HT") + 6);
    expect(totals).toEqual(["Total HT", "56,11 €", "Total TVA", "8,37 €", "Total TTC", "64,48 €"]);
  });

  it("puts the whole fee at 5,5 % when every product is food", async () => {
    const data = invoice([line("Poulet fermier", { amountCents: 4200 })]);
    data.amounts = [
      { kind: "goods", label: "Marchandises TTC", cents: 4200 },
      { kind: "fee", label: "Livraison", cents: 790 },
      { kind: "total", label: "Total TTC", cents: 4990 },
    ];
    const lines = pdfTextLines(await buildInvoicePdf(data));
    expect(lines.slice(lines.indexOf("TVA par taux") + 1, lines.indexOf("TVA par taux") + 3)).toEqual(["5,5 % : base HT 47,30 €", "TVA 2,60 €"]);
    expect(lines.join("\n")).not.toContain("20 %");
  });

  it("prints a free delivery at 0 and the express surcharge on its own line, taxed with the goods (ADR 0073)", async () => {
    const data = invoice([line("Poulet fermier", { amountCents: 4200 })]);
    data.amounts = [
      { kind: "goods", label: "Marchandises TTC", cents: 4200 },
      { kind: "fee", label: "Livraison", cents: 0 },
      { kind: "express", label: "Supplément express", cents: 790 },
      { kind: "total", label: "Total TTC", cents: 4990 },
    ];
    const lines = pdfTextLines(await buildInvoicePdf(data));
    expect(lines.join("\n")).not.toContain("Frais de livraison");
    expect(lines.slice(lines.indexOf("TVA par taux") + 1, lines.indexOf("TVA par taux") + 3)).toEqual(["5,5 % : base HT 47,30 €", "TVA 2,60 €"]);
  });
});

describe("an invoice to a professional (ADR 0068)", () => {
  const company = { name: "Bistrot du Canal", siret: "73282932000074", vat: "FR44732829320" };
  const goods = () => [
    line("Bordeaux AOC rouge 2022", { quantity: 2, unitCents: 619, amountCents: 1238, vatRateBp: 2000 }),
    line("Chocolat noir 70 % cacao", { quantity: 3, unitCents: 100, amountCents: 300 }),
    line("Pommes Gala", { unitCents: 209, perKg: true, amountCents: 36, weightGrams: 172 }),
  ];
  const rowOf = (lines: string[], name: string, cells: number) => lines.slice(lines.indexOf(name), lines.indexOf(name) + cells);

  it("gives each line its unit price and its amount before VAT, beside the rate and the amount TTC", async () => {
    const lines = pdfTextLines(await buildInvoicePdf({ ...invoice(goods()), buyer: { name: "Chloé Durand", lines: [], company } }));
    expect(lines).toEqual(expect.arrayContaining(["Qté", "Prix unitaire HT", "TVA", "Montant HT", "Montant TTC"]));
    // 6,19 € TTC at 20 %: 5,16 € HT; 2 bottles, 12,38 € TTC: 10,32 € HT (12,38 / 1,2 = 10,316…).
    expect(rowOf(lines, "Bordeaux AOC rouge 2022", 6)).toEqual(["Bordeaux AOC rouge 2022", "2", "5,16 €", "20 %", "10,32 €", "12,38 €"]);
    // 3,00 € + 0,36 € at 5,5 % is 3,18 € HT (3,184…): 2,84 € and 0,34 €, their shares of it.
    expect(rowOf(lines, "Chocolat noir 70 % cacao", 6)).toEqual(["Chocolat noir 70 % cacao", "3", "0,95 €", "5,5 %", "2,84 €", "3,00 €"]);
    expect(rowOf(lines, "Pommes Gala (172 g pesés)", 6)).toEqual(["Pommes Gala (172 g pesés)", "1", "1,98 €/kg", "5,5 %", "0,34 €", "0,36 €"]);
    // The lines at a rate add up to the base HT of that rate (no discount or fee here).
    expect(lines).toContain("5,5 % : base HT 3,18 €");
    expect(lines).toContain("20 % : base HT 10,32 €");
  });

  it("keeps a household's invoice in the prices it paid, TTC, without HT columns", async () => {
    const lines = pdfTextLines(await buildInvoicePdf(invoice(goods())));
    expect(lines).toContain("Prix unitaire");
    expect(lines).not.toContain("Prix unitaire HT");
    expect(lines).not.toContain("Montant HT");
    expect(rowOf(lines, "Bordeaux AOC rouge 2022", 5)).toEqual(["Bordeaux AOC rouge 2022", "2", "6,19 €", "20 %", "12,38 €"]);
  });

  it("adds up a household's VAT too: total HT, total VAT and total TTC under the rates (CGI art. 242 nonies A)", async () => {
    const lines = pdfTextLines(await buildInvoicePdf(invoice(goods())));
    const totals = lines.slice(lines.indexOf("Total HT"), lines.indexOf("Total HT") + 6);
    // 3,18 € + 10,32 € HT; 0,18 € + 2,06 € of VAT; 15,74 € TTC, the goods as paid.
    expect(totals).toEqual(["Total HT", "13,50 €", "Total TVA", "2,24 €", "Total TTC", "15,74 €"]);
  });
});

describe("wrapped sentences", () => {
  it("never start a line with « : », « ! » or « € »: the invoice cuts only ordinary spaces once typeset", async () => {
    const starts: string[] = [];
    // Fillers of every length, so that some sentence would be cut just before its mark without the typesetting.
    for (let n = 20; n < 75; n++) {
      const change = `${"a".repeat(n)} rendu sur votre cagnotte : 12 € ! Merci ${"b ".repeat(10)}`;
      const text = pdfTextLines(await buildInvoicePdf({ ...invoice([line("Pommes")]), benefitsChange: change }));
      starts.push(...text.filter((l) => /^[:!€]/.test(l.trim())));
    }
    expect(starts).toEqual([]);
  });
});

/** The invoice as a reader's tool reads it back: poppler's pdftotext (Debian's poppler-utils, which CI installs). */
function pdftotext(pdf: Uint8Array, ...options: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "cabas-invoice-"));
  try {
    const file = join(dir, "facture.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", [...options, file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a deduction on the invoice (ADR 0124)", () => {
  const deductions = () => {
    const data = invoice([line("Brie de Meaux AOP", { unitCents: 2590, perKg: true, amountCents: 2362, estimateCents: 2000, weightGrams: 912 })]);
    data.amounts = [
      { kind: "goods", label: "Marchandises TTC", cents: 2362 },
      { kind: "weighing", label: "Écart de pesée offert", cents: -362 },
      { kind: "discounts", label: "Remises", cents: -500 },
      { kind: "total", label: "Total TTC", cents: 1500 },
    ];
    return data;
  };

  it("reads « –3,62 € » with an en dash, as pdftotext extracts it, never with a hyphen", async () => {
    const text = pdftotext(await buildInvoicePdf(deductions()), "-layout");
    expect(text).toMatch(/Écart de pesée offert +–3,62 €/);
    expect(text).toMatch(/Remises +–5,00 €/);
    expect(text).toMatch(/Total TTC +15,00 €/);
    expect(text).not.toMatch(/-\d+,\d\d/);
  });

  it("keeps every amount's right edge on the column's, the deductions' included", async () => {
    const boxes = pdftotext(await buildInvoicePdf(deductions()), "-bbox");
    const words = [...boxes.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({ xMin: Number(m[1]), y: Number(m[2]), xMax: Number(m[3]), text: m[4]! }));
    const figure = (value: string) => words.find((w) => w.text === value)!;
    // Each amount's « € » ends at the column's right edge (555 pt); the en dash sits against its figure.
    for (const value of ["–3,62", "–5,00", "23,62"]) {
      const amount = figure(value);
      expect(amount, value).toBeDefined();
      const euroSign = words.find((w) => w.text === "€" && Math.abs(w.y - amount.y) < 1 && w.xMin > amount.xMax)!;
      expect(euroSign.xMax, value).toBeCloseTo(555, 0);
    }
    // As wide as a figure (556/1000 of the size in Helvetica): « –5,00 » is as wide as « 15,00 » would be.
    const dashed = figure("–5,00");
    const total = figure("15,00");
    expect(dashed.xMax - dashed.xMin).toBeCloseTo(total.xMax - total.xMin, 1);
  });

  it("keeps the sign against its figure when a sentence wraps, and never starts a line with « € »", async () => {
    for (let n = 20; n < 60; n += 3) {
      const change = `${"a".repeat(n)} de pesée en moins : \u22123,62 € sur votre cagnotte ${"b ".repeat(10)}`;
      const lines = pdfTextLines(await buildInvoicePdf({ ...invoice([line("Pommes")]), benefitsChange: change }));
      expect(lines.join(" ")).toContain("–3,62 € sur");
      expect(lines.filter((l) => /^[€:]|–$/.test(l.trim()))).toEqual([]);
    }
  });
});
