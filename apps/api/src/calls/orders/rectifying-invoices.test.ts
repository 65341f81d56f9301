// Rectifying invoices (ADR 0127): an invoice issued before ADR 0068 at its aisle's rate (nappies at 5,5 %, the
// alcohol-free beer at 20 %) is found, rectified once with a number of the invoices' series, mailed with its PDF,
// listed on the order's page and downloadable by its owner only.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { readEnv } from "../../env.ts";
import { AppError } from "../../http/app-error.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, createSlot, insertOrder, registerCustomer } from "../../test/order-fixtures.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { moveOrder } from "./order-warehouse.ts";
import { invoicesToRectify, rectifyInvoice } from "./rectifying-invoices.ts";
import { report } from "../../cli/invoices.ts";

const SECRET = "rectify-secret-0123456789abcdef0123456789abcdef";
const clock = new Date("2026-11-22T10:00:00Z");
const later = new Date("2026-12-02T09:00:00Z");
let t: TestApp;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let other: Awaited<ReturnType<typeof registerCustomer>>;
let slotId = 0;
let charges = 0;
type Product = { id: number; name: string; priceCents: number };
let nappies: Product;
let beer: Product;
let flour: Product;

const sandbox = () => createSandboxProvider({ db: t.database.db, secret: SECRET, now: () => clock, deliver: async () => {} });
const deps = () => ({ db: t.database.db, provider: sandbox(), now: clock, publicUrl: "http://localhost:3000" });
const env = readEnv({ CABAS_PUBLIC_ORIGINS: "http://localhost:3570" });

async function productNamed(name: string): Promise<Product> {
  const [row] = await t.database.db
    .select({ id: schema.products.id, name: schema.products.name, priceCents: schema.offers.priceCents })
    .from(schema.products)
    .innerJoin(schema.offers, eq(schema.offers.productId, schema.products.id))
    .where(sql`${schema.products.name} = ${name} and ${schema.offers.perimeterId} = ${customer.perimeterId}`);
  if (!row) throw new Error(`no offer of "${name}"`);
  return row;
}

/**
 * A delivered order whose invoice is as migration 0030 left those issued before it: numbered after the order
 * (« F2026-10000004 ») and frozen at the aisle's rate, given here per product.
 */
async function deliveredBefore0030(products: Product[], aisleRates: Map<number, number>) {
  charges += 1;
  const amount = products.reduce((sum, p) => sum + p.priceCents, 0) + 590 - 700;
  const charge = await sandbox().chargeMandate(`sbm_rectify_${charges}`, Math.max(amount, 100), `rectify-${charges}`);
  const order = await insertOrder(t.database.db, {
    userId: customer.userId,
    perimeterId: customer.perimeterId,
    slotId,
    now: clock,
    lines: products.map((p) => ({ productId: p.id, name: p.name, quantity: 1, unitCents: p.priceCents })),
    status: "placed",
    providerRef: charge.providerRef,
    method: "sepa",
  });
  for (const step of ["prepare", "ship", "deliver"] as const) await moveOrder(deps(), order.id, step);
  await t.database.db.update(schema.orders).set({ invoiceNumber: `F2026-${order.id}` }).where(eq(schema.orders.id, order.id));
  for (const [productId, rateBp] of aisleRates) {
    await t.database.db
      .update(schema.orderLines)
      .set({ vatRateBp: rateBp })
      .where(and(eq(schema.orderLines.orderId, order.id), eq(schema.orderLines.productId, productId)));
  }
  return order;
}

const lastNumber = async () =>
  (await t.database.db.select({ n: schema.invoiceCounters.lastNumber }).from(schema.invoiceCounters).where(eq(schema.invoiceCounters.year, 2026)))[0]?.n ?? 0;
const rectifyingRows = (orderId: number) => t.database.db.select().from(schema.rectifyingInvoices).where(eq(schema.rectifyingInvoices.orderId, orderId));
const mailsAbout = (orderId: number) =>
  t.database.db
    .select()
    .from(schema.backgroundJobs)
    .where(sql`${schema.backgroundJobs.payload}->>'subject' = ${`Facture rectificative de votre commande Cabas n° ${orderId}`}`);

/** The PDF as a reader's tool reads it back: poppler's pdftotext, one line of text per line of the page. */
function pdftotext(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "cabas-rectify-"));
  try {
    const file = join(dir, "facture.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const download = (orderId: number, token: string, document = "rectificative") =>
  t.app.inject({ method: "GET", url: `/next-react/downloadFile.php?t=${document}&n=${orderId}`, headers: { accept: "application/json", ...bearer(token) } });

beforeAll(async () => {
  t = await createTestApp({ now: () => later, paymentSecret: SECRET });
  customer = await registerCustomer(t, "rectificative@example.fr");
  other = await registerCustomer(t, "autre-rectificative@example.fr");
  slotId = (await createSlot(t.database.db, customer.perimeterId, new Date("2026-11-24T08:00:00Z"), 1000)).id;
  nappies = await productNamed("Couches taille 3 (4-9 kg) x52");
  beer = await productNamed("Bière sans alcool blonde 6 x 25 cl");
  flour = await productNamed("Farine de blé T55");
});
afterAll(() => t.close());

describe("invoices to rectify", () => {
  it("lists an invoice of the series before ADR 0068 that printed a product at its aisle's rate, and only such", async () => {
    const wrong = await deliveredBefore0030([nappies, beer, flour], new Map([[nappies.id, 550], [beer.id, 2000]]));
    const right = await deliveredBefore0030([flour, beer], new Map());
    // Numbered in the new series: frozen at its product's rate at delivery; a rate changed since does not make it wrong.
    const newSeries = await deliveredBefore0030([nappies], new Map([[nappies.id, 550]]));
    await t.database.db.update(schema.orders).set({ invoiceNumber: "F2026-999001" }).where(eq(schema.orders.id, newSeries.id));

    const found = await invoicesToRectify(t.database.db);
    const ids = found.map((f) => f.orderId);
    expect(ids).toContain(wrong.id);
    expect(ids).not.toContain(right.id);
    expect(ids).not.toContain(newSeries.id);
    const entry = found.find((f) => f.orderId === wrong.id)!;
    expect(entry.invoiceNumber).toBe(`F2026-${wrong.id}`);
    expect(entry.rectification.corrections.map((c) => [c.name, c.invoicedRateBp, c.correctRateBp])).toEqual([
      [beer.name, 2000, 550],
      [nappies.name, 550, 2000],
    ]);
    const lines = await report({ command: "to_rectify" }, { db: t.database.db, env });
    expect(lines.join("\n")).toContain(`Commande n° ${wrong.id} — facture F2026-${wrong.id} du`);
    expect(lines).toContain(`  → npm run invoices -- rectifier ${wrong.id}`);

    expect(await report({ command: "rectify", orderId: right.id }, { db: t.database.db, env })).toEqual([
      `La facture F2026-${right.id} de la commande n° ${right.id} porte le bon taux de TVA sur chaque ligne : rien à rectifier.`,
    ]);
    expect(await report({ command: "rectify", orderId: newSeries.id }, { db: t.database.db, env })).toEqual([
      `La facture F2026-999001 de la commande n° ${newSeries.id} a été émise avec le taux de chaque produit (ADR 0068), et aucun de ces taux n'a été corrigé depuis comme une erreur : rien à rectifier.`,
    ]);
    expect(await rectifyingRows(right.id)).toEqual([]);
    expect(await rectifyingRows(newSeries.id)).toEqual([]);
  });
});

describe("issuing a rectifying invoice", () => {
  it("numbers it in the invoices' series, stores it, mails its PDF, and issues nothing more the second time", async () => {
    const order = await deliveredBefore0030([nappies, beer, flour], new Map([[nappies.id, 550], [beer.id, 2000]]));
    const before = await lastNumber();
    const first = await report({ command: "rectify", orderId: order.id }, { db: t.database.db, env }, later);
    const number = `F2026-${String(before + 1).padStart(6, "0")}`;
    expect(first[0]).toBe(`Facture rectificative ${number} émise pour la commande n° ${order.id} : elle annule et remplace la facture F2026-${order.id}.`);
    expect(first.at(-1)).toBe("Le client la reçoit par e-mail, PDF joint ; elle est aussi sur la page de sa commande.");
    expect(await lastNumber()).toBe(before + 1);

    const [row] = await rectifyingRows(order.id);
    expect(row).toMatchObject({ number, originalNumber: `F2026-${order.id}`, issuedAt: later });
    expect(row!.lines.map((l) => [l.productId, l.invoicedRateBp, l.correctRateBp])).toEqual([
      [beer.id, 2000, 550],
      [nappies.id, 550, 2000],
    ]);
    // The original invoice is not rewritten: its lines keep the rates it was mailed with.
    const frozen = await t.database.db.select({ productId: schema.orderLines.productId, rate: schema.orderLines.vatRateBp }).from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
    expect(new Map(frozen.map((l) => [l.productId, l.rate])).get(nappies.id)).toBe(550);

    const mails = await mailsAbout(order.id);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.payload as { to: string; text: string; attachments: { filename: string; contentBase64: string }[] };
    expect(mail.to).toBe("rectificative@example.fr");
    expect(mail.text).toContain(`La facture n° F2026-${order.id} du`);
    expect(mail.text).toContain(`${nappies.name} : taux facturé 5,5 %, taux applicable 20 %`);
    expect(mail.text).toContain("Le montant que vous avez payé ne change pas");
    expect(mail.attachments[0]!.filename).toBe(`facture-rectificative-${number}.pdf`);
    const mailed = pdftotext(Buffer.from(mail.attachments[0]!.contentBase64, "base64"));
    expect(mailed).toMatch(new RegExp(`Facture rectificative n°\\s${number}`));

    // Again: nothing more, and said so.
    const second = await report({ command: "rectify", orderId: order.id }, { db: t.database.db, env }, new Date("2026-12-03T09:00:00Z"));
    expect(second).toEqual([`La facture rectificative ${number} de la commande n° ${order.id} a déjà été émise le 2 décembre 2026 : rien de plus n'est émis.`]);
    expect(await rectifyingRows(order.id)).toHaveLength(1);
    expect(await mailsAbout(order.id)).toHaveLength(1);
    expect(await lastNumber()).toBe(before + 1);
    expect((await invoicesToRectify(t.database.db)).map((f) => f.orderId)).not.toContain(order.id);
  });

  it("refuses in French an order that does not exist or has no invoice, changing nothing", async () => {
    const refusal = async (orderId: number) => {
      const error = await rectifyInvoice({ db: t.database.db, now: later, publicUrl: "http://localhost:3570" }, orderId).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      return (error as AppError).message;
    };
    expect(await refusal(99_999_999)).toBe("La commande n° 99999999 n'existe pas.");
    const placed = await insertOrder(t.database.db, {
      userId: customer.userId,
      perimeterId: customer.perimeterId,
      slotId,
      now: clock,
      lines: [{ productId: nappies.id, name: nappies.name, quantity: 1, unitCents: nappies.priceCents }],
      status: "placed",
    });
    const before = await lastNumber();
    expect(await refusal(placed.id)).toBe(`La commande n° ${placed.id} n'a pas encore de facture : elle est établie à la livraison, avec le bon taux de chaque produit.`);
    expect(await lastNumber()).toBe(before);
    expect(await rectifyingRows(placed.id)).toEqual([]);
  });
});

describe.runIf(process.env.DATABASE_URL)("rectifying on PostgreSQL", () => {
  it("issues one rectifying invoice when two runs for the same order meet", async () => {
    const order = await deliveredBefore0030([beer, flour], new Map([[beer.id, 2000]]));
    const before = await lastNumber();
    const outcomes = await Promise.all([0, 1].map(() => rectifyInvoice({ db: t.database.db, now: later, publicUrl: "http://localhost:3570" }, order.id)));
    expect(outcomes.map((o) => o.kind).sort()).toEqual(["already", "issued"]);
    expect(await rectifyingRows(order.id)).toHaveLength(1);
    expect(await mailsAbout(order.id)).toHaveLength(1);
    expect(await lastNumber()).toBe(before + 1);
  });
});

describe("the rectifying invoice on the order's page", () => {
  it("is listed beside the invoice and downloaded by its owner only, its PDF naming the invoice it replaces", async () => {
    const order = await deliveredBefore0030([nappies, flour], new Map([[nappies.id, 550]]));
    // None yet: the page says so with null, the download is refused.
    const none = await download(order.id, customer.token);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Pas de facture rectificative pour cette commande : sa facture n'a rien à corriger.");
    // A browser that opened the address goes to the storefront's, which says why on the order's page.
    const browser = await t.app.inject({
      method: "GET",
      url: `/next-react/downloadFile.php?t=rectificative&n=${order.id}`,
      headers: { accept: "text/html,application/xhtml+xml", ...bearer(customer.token) },
    });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/commande/${order.id}/facture-rectificative`);

    const outcome = await rectifyInvoice({ db: t.database.db, now: later, publicUrl: "http://localhost:3570" }, order.id);
    if (outcome.kind !== "issued") throw new Error(`not issued: ${outcome.kind}`);
    const detail = (await t.app.inject({ method: "GET", url: `/next-react/getCommande.php?id_commande=${order.id}`, headers: bearer(customer.token) })).json().commande;
    expect(detail.facture).toBe(true);
    expect(detail.facture_rectificative).toEqual({ numero: outcome.number, emise_le: later.toISOString(), remplace: `F2026-${order.id}` });

    // Someone else's order: as if it did not exist, as for the invoice.
    expect((await download(order.id, other.token)).statusCode).toBe(404);
    expect((await download(order.id, other.token, "facture")).statusCode).toBe(404);

    const res = await download(order.id, customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="facture-rectificative-${outcome.number}.pdf"`);
    const text = pdftotext(res.rawPayload);
    const original = pdftotext((await download(order.id, customer.token, "facture")).rawPayload);
    expect(text).toMatch(new RegExp(`Facture rectificative n°\\s${outcome.number}`));
    expect(text).toMatch(new RegExp(`Annule et remplace la facture n°\\sF2026-${order.id}\\sdu\\s22\\snovembre\\s2026\\.`));
    expect(text).toMatch(/Émise le 2\sdécembre\s2026/);
    expect(text).toMatch(new RegExp(`${nappies.name.replace(/[()]/g, "\\$&")}\\s\\(taux\\sfacturé\\s5,5\\s%,\\staux\\sapplicable\\s20\\s%\\)`));
    // The seller's mentions as on an invoice; the nappies' line now at 20 %, the flour's still at 5,5 %.
    expect(text).toMatch(/Cabas SAS/);
    expect(text).toMatch(/RCS/);
    // The table's row: the line that starts with the product's name (the corrections' sentence names it too).
    const rateOf = (pdf: string, name: string) => new RegExp(`^\\s*${name.replace(/[()]/g, "\\$&")}.*?(\\d+(?:,\\d+)?\\s%)`, "m").exec(pdf)?.[1];
    expect(rateOf(original, nappies.name)).toMatch(/^5,5\s%$/);
    expect(rateOf(text, nappies.name)).toMatch(/^20\s%$/);
    expect(rateOf(text, flour.name)).toMatch(/^5,5\s%$/);
    // Same amount paid: the totals TTC are the original's.
    const totalTtc = (pdf: string) => /Total TTC\s+([\d\s,]+)\s€/.exec(pdf.split("TVA par taux")[1] ?? "")?.[1];
    expect(totalTtc(text)).toBeDefined();
    expect(totalTtc(text)).toBe(totalTtc(original));
    // The original invoice stays as it was mailed.
    expect(original).toMatch(new RegExp(`Facture n°\\sF2026-${order.id}`));
    expect(original).not.toMatch(/Annule et remplace/);
  });
});
