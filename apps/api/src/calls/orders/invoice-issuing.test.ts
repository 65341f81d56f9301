// Invoices issued at delivery (ADR 0068): one series per year without a gap, numbered in the order they are issued
// (PostgreSQL: deliveries at the same time), and frozen: downloaded later, an invoice prints what the e-mail attached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, createSlot, insertOrder, registerCustomer } from "../../test/order-fixtures.ts";
import { pdfTextLines } from "../../test/pdf-text.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { issueInvoice } from "./invoice.ts";
import { moveOrder } from "./order-warehouse.ts";

const SECRET = "invoice-secret-0123456789abcdef0123456789abcdef";
const clock = new Date("2026-11-22T10:00:00Z");
let t: TestApp;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let slotId = 0;
let charges = 0;
type Product = { id: number; name: string; priceCents: number };
let wine: Product;
let flour: Product;

const sandbox = () =>
  createSandboxProvider({ db: t.database.db, secret: SECRET, now: () => clock, deliver: async () => {} });
const deps = () => ({ db: t.database.db, provider: sandbox(), now: clock, publicUrl: "http://localhost:3000" });

async function productNamed(name: string): Promise<Product> {
  const [row] = await t.database.db
    .select({ id: schema.products.id, name: schema.products.name, priceCents: schema.offers.priceCents })
    .from(schema.products)
    .innerJoin(schema.offers, eq(schema.offers.productId, schema.products.id))
    .where(sql`${schema.products.name} = ${name} and ${schema.offers.perimeterId} = ${customer.perimeterId}`);
  if (!row) throw new Error(`no offer of "${name}"`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  customer = await registerCustomer(t, "factures@example.fr");
  slotId = (await createSlot(t.database.db, customer.perimeterId, new Date("2026-11-24T08:00:00Z"), 1000)).id;
  wine = await productNamed("Bordeaux AOC rouge 2022");
  flour = await productNamed("Farine de blé T55");
});
afterAll(() => t.close());

/** A placed order of a bottle of wine and a bag of flour, paid by SEPA (charged for its amount). */
async function placedOrder() {
  charges += 1;
  const amount = wine.priceCents + flour.priceCents + 590 - 700;
  const charge = await sandbox().chargeMandate(`sbm_invoice_${charges}`, amount, `invoice-${charges}`);
  return insertOrder(t.database.db, {
    userId: customer.userId,
    perimeterId: customer.perimeterId,
    slotId,
    now: clock,
    lines: [wine, flour].map((p) => ({ productId: p.id, name: p.name, quantity: 1, unitCents: p.priceCents })),
    status: "placed",
    providerRef: charge.providerRef,
    method: "sepa",
  });
}

async function shippedOrder() {
  const order = await placedOrder();
  await moveOrder(deps(), order.id, "prepare");
  await moveOrder(deps(), order.id, "ship");
  return order;
}

const invoiceNumberOf = async (orderId: number) =>
  (
    await t.database.db
      .select({ n: schema.orders.invoiceNumber })
      .from(schema.orders)
      .where(eq(schema.orders.id, orderId))
  )[0]!.n;
const sequenceOf = (number: string | null) => Number(/^F2026-(\d{6})$/.exec(number ?? "")?.[1] ?? Number.NaN);
const lastNumber = async () =>
  (
    await t.database.db
      .select({ n: schema.invoiceCounters.lastNumber })
      .from(schema.invoiceCounters)
      .where(eq(schema.invoiceCounters.year, 2026))
  )[0]?.n ?? 0;

describe("invoice numbers", () => {
  it("follow one another in the order invoices are issued, whatever the orders' numbers, with no gap for cancelled or rolled back ones", async () => {
    const first = await shippedOrder();
    const cancelled = await placedOrder();
    const second = await shippedOrder();
    const before = await lastNumber();
    // The later order is delivered first: it gets the first number.
    await moveOrder(deps(), second.id, "deliver");
    await moveOrder(deps(), cancelled.id, "cancel");
    // A delivery that fails after taking its number gives it back.
    await expect(
      t.database.db.transaction(async (tx) => {
        await issueInvoice(tx, first, clock);
        throw new Error("the delivery failed");
      }),
    ).rejects.toThrow("the delivery failed");
    await moveOrder(deps(), first.id, "deliver");
    expect(sequenceOf(await invoiceNumberOf(second.id))).toBe(before + 1);
    expect(sequenceOf(await invoiceNumberOf(first.id))).toBe(before + 2);
    expect(await invoiceNumberOf(cancelled.id)).toBeNull();
    expect(await lastNumber()).toBe(before + 2);
  });

  it("start again at 1 in a new year, in Paris's time", async () => {
    const order = await shippedOrder();
    await moveOrder({ ...deps(), now: new Date("2026-12-31T23:30:00Z") }, order.id, "deliver");
    expect(await invoiceNumberOf(order.id)).toBe("F2027-000001");
  });
});

describe.runIf(process.env.DATABASE_URL)("invoice numbers on PostgreSQL", () => {
  it("never give one number twice nor leave a gap when deliveries happen at the same time", async () => {
    const orders = [];
    for (let i = 0; i < 8; i += 1) orders.push(await shippedOrder());
    const before = await lastNumber();
    await Promise.all(orders.map((order) => moveOrder(deps(), order.id, "deliver")));
    const rows = await t.database.db
      .select({ n: schema.orders.invoiceNumber })
      .from(schema.orders)
      .where(
        inArray(
          schema.orders.id,
          orders.map((o) => o.id),
        ),
      );
    const sequences = rows.map((r) => sequenceOf(r.n)).sort((a, b) => a - b);
    expect(sequences).toEqual(orders.map((_, i) => before + 1 + i));
    expect(await lastNumber()).toBe(before + orders.length);
  });
});

describe("an issued invoice", () => {
  const download = async (orderId: number) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/next-react/downloadFile.php?t=facture&n=${orderId}`,
      headers: bearer(customer.token),
    });
    expect(res.statusCode).toBe(200);
    return pdfTextLines(res.rawPayload);
  };

  it("prints the same after its product is re-filed, its rate corrected and the account renamed, as the e-mail attached it", async () => {
    const order = await shippedOrder();
    await moveOrder(deps(), order.id, "deliver");
    const mailed = await t.database.db
      .select()
      .from(schema.backgroundJobs)
      .where(sql`payload->>'subject' like ${`%${order.id} est livrée%`}`);
    const attachment = (mailed[0]!.payload as { attachments: { contentBase64: string }[] }).attachments[0]!;
    const before = await download(order.id);
    expect(before).toEqual(pdfTextLines(Buffer.from(attachment.contentBase64, "base64")));
    expect(before.slice(before.indexOf(wine.name), before.indexOf(wine.name) + 4)).toEqual([
      wine.name,
      "1",
      expect.any(String),
      "20 %",
    ]);
    expect(before).toContain("Chloé Durand");

    // The catalogue moves on: the wine re-filed among the juices (and its rate with it), the customer renamed.
    const [juices] = await t.database.db
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(eq(schema.categories.slug, "jus-de-fruits"));
    await t.database.db
      .update(schema.products)
      .set({ categoryId: juices!.id, vatRateBp: 550 })
      .where(eq(schema.products.id, wine.id));
    await t.database.db
      .update(schema.users)
      .set({ prenom: "Camille", nom: "Martin" })
      .where(eq(schema.users.id, customer.userId));
    try {
      expect(await download(order.id)).toEqual(before);
    } finally {
      const [cave] = await t.database.db
        .select({ id: schema.categories.id })
        .from(schema.categories)
        .where(eq(schema.categories.slug, "vins-rouges"));
      await t.database.db
        .update(schema.products)
        .set({ categoryId: cave!.id, vatRateBp: 2000 })
        .where(eq(schema.products.id, wine.id));
    }
  });

  it("takes each product's own rate when it is issued: the alcohol-free beer at 5,5 %, nappies at 20 %", async () => {
    const beer = await productNamed("Bière sans alcool blonde 6 x 25 cl");
    const nappies = await productNamed("Couches taille 3 (4-9 kg) x52");
    charges += 1;
    const amount = beer.priceCents + nappies.priceCents + 590 - 700;
    const charge = await sandbox().chargeMandate(`sbm_invoice_${charges}`, amount, `invoice-${charges}`);
    const order = await insertOrder(t.database.db, {
      userId: customer.userId,
      perimeterId: customer.perimeterId,
      slotId,
      now: clock,
      lines: [beer, nappies].map((p) => ({ productId: p.id, name: p.name, quantity: 1, unitCents: p.priceCents })),
      status: "placed",
      providerRef: charge.providerRef,
      method: "sepa",
    });
    for (const step of ["prepare", "ship", "deliver"] as const) await moveOrder(deps(), order.id, step);
    const lines = await download(order.id);
    expect(lines[lines.indexOf(beer.name) + 3]).toBe("5,5 %");
    expect(lines[lines.indexOf(nappies.name) + 3]).toBe("20 %");
    const frozen = await t.database.db
      .select({ productId: schema.orderLines.productId, rate: schema.orderLines.vatRateBp })
      .from(schema.orderLines)
      .where(eq(schema.orderLines.orderId, order.id));
    expect(new Map(frozen.map((l) => [l.productId, l.rate]))).toEqual(
      new Map([
        [beer.id, 550],
        [nappies.id, 2000],
      ]),
    );
  });
});
