// Marking done the refund owed on a cancelled phone order (ADR 0062): recorded once with who, when and the terminal's
// reference, refused for unknown orders and orders owing nothing, and read « remboursé le … » by the customer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { forgetPerimeterTerms } from "../basket/basket-store.ts";
import { createSlot, giveBasketAddress, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { moveOrder } from "./order-warehouse.ts";
import { markPhoneRefundDone, phoneRefundReport } from "./phone-refund.ts";
import { phoneRefundOwedCents } from "./phone-payment.ts";

const SECRET = "phone-refund-secret-0123456789abcdef012345";
let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const later = new Date("2026-11-24T09:30:00Z");
let products: Awaited<ReturnType<typeof pickProducts>>;
let slotId = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  const first = await registerCustomer(t, "premiere-tel@example.fr");
  products = await pickProducts(t.database.db, first.perimeterId);
  slotId = (await createSlot(t.database.db, first.perimeterId, new Date("2026-11-26T15:00:00Z"), 1000)).id;
  await t.database.db
    .update(schema.perimeters)
    .set({ minimumOrderCents: 0 })
    .where(eq(schema.perimeters.id, first.perimeterId));
  forgetPerimeterTerms();
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);
const deps = () => ({
  db: t.database.db,
  provider: createSandboxProvider({ db: t.database.db, secret: SECRET, now: () => clock, deliver: async () => {} }),
  now: clock,
  publicUrl: "http://localhost:3000",
});
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")}\u00a0€`;
const paymentOf = async (orderId: number) =>
  (await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId)))[0]!;

/** A customer's order paid by phone (not yet confirmed by staff): two units of one product. */
async function phoneOrder(email: string, productIndex: number) {
  const c = await registerCustomer(t, email);
  const res = await post(
    "updatePanier",
    { action: "set_quantity", id: products.fixed[productIndex]!.id, quantity: 2 },
    c.token,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  await giveBasketAddress(t.database.db, c.userId);
  if ((await post("setCreneaux", { id_tranche: slotId }, c.token)).statusCode !== 200) throw new Error("slot not held");
  const { checkout } = (await get("payConfiguration", c.token)).json();
  const { paiement } = (await post("payCommande", { checkout, mode: "telephone" }, c.token)).json();
  return { c, orderId: paiement.id_commande as number };
}

describe("phoneRefundOwedCents", () => {
  it("owes what a closed phone payment held, and nothing for a card or a phone payment never taken", () => {
    const order = { totalCents: 5060 };
    expect(phoneRefundOwedCents({ provider: "telephone", status: "refunded", capturedCents: 4800 }, order)).toBe(4800);
    // Confirmed by older code (no amount): the order's total was taken.
    expect(phoneRefundOwedCents({ provider: "telephone", status: "refunded", capturedCents: null }, order)).toBe(5060);
    expect(phoneRefundOwedCents({ provider: "telephone", status: "cancelled", capturedCents: null }, order)).toBe(0);
    expect(phoneRefundOwedCents({ provider: "telephone", status: "captured", capturedCents: 5060 }, order)).toBe(0);
    expect(phoneRefundOwedCents({ provider: "sandbox", status: "refunded", capturedCents: 5060 }, order)).toBe(0);
  });
});

describe("npm run orders -- refund-done", () => {
  it("records who, when and the reference once; the customer's page reads « remboursé le … » instead of in progress", async () => {
    const { c, orderId } = await phoneOrder("tel-rembourse@example.fr", 3);
    await moveOrder(deps(), orderId, "confirm_payment", { phoneCents: 1000 });
    await moveOrder(deps(), orderId, "cancel");
    const before = (await get(`getCommande?id_commande=${orderId}`, c.token)).json().commande;
    expect(before.remboursement_telephone).toEqual({ montant: 10, rembourse_le: null });

    const done = await markPhoneRefundDone(t.database.db, {
      orderId,
      agent: "marie",
      reference: "TPE-4821",
      now: later,
    });
    expect(done).toEqual({ orderId, cents: 1000, doneAt: later, doneBy: "marie", reference: "TPE-4821", marked: true });
    expect(phoneRefundReport(done)).toBe(
      `Commande n°\u00A0${orderId} : remboursement de ${euros(1000)} par téléphone noté effectué le 24 novembre 2026 à 10 h 30 par marie (référence TPE-4821). Le client le lit sur la page de sa commande.`,
    );
    expect(await paymentOf(orderId)).toMatchObject({
      status: "refunded",
      refundDoneAt: later,
      refundDoneBy: "marie",
      refundReference: "TPE-4821",
    });
    const after = (await get(`getCommande?id_commande=${orderId}`, c.token)).json().commande;
    expect(after.remboursement_telephone).toEqual({ montant: 10, rembourse_le: later.toISOString() });
    expect(after.evenements.at(-1)).toMatchObject({
      statut: "cancelled",
      libelle: `Remboursement de ${euros(1000)} effectué sur votre carte`,
    });

    // Run again (another adviser, another reference): nothing changes, the first record is answered.
    const again = await markPhoneRefundDone(t.database.db, {
      orderId,
      agent: "paul",
      reference: "TPE-9999",
      now: new Date("2026-11-25T08:00:00Z"),
    });
    expect(again).toEqual({
      orderId,
      cents: 1000,
      doneAt: later,
      doneBy: "marie",
      reference: "TPE-4821",
      marked: false,
    });
    expect(phoneRefundReport(again)).toMatch(
      /déjà noté effectué le 24 novembre 2026 à 10 h 30 par marie \(référence TPE-4821\) : rien n'a été changé\.$/,
    );
    expect(await paymentOf(orderId)).toMatchObject({ refundDoneBy: "marie", refundReference: "TPE-4821" });
    const steps = (await get(`getCommande?id_commande=${orderId}`, c.token)).json().commande.evenements as {
      libelle: string;
    }[];
    expect(steps.filter((e) => e.libelle.startsWith("Remboursement de"))).toHaveLength(1);
  });

  it("refuses an unknown order and orders that owe no phone refund, changing nothing", async () => {
    await expect(
      markPhoneRefundDone(t.database.db, { orderId: 99_999_999, agent: "marie", reference: "R1", now: later }),
    ).rejects.toThrow("La commande n°\u00A099999999 n'existe pas.");

    // Paid by phone, still to be delivered: nothing owed back.
    const { orderId: placed } = await phoneOrder("tel-en-cours@example.fr", 4);
    await moveOrder(deps(), placed, "confirm_payment");
    await expect(
      markPhoneRefundDone(t.database.db, { orderId: placed, agent: "marie", reference: "R1", now: later }),
    ).rejects.toThrow(`La commande n°\u00A0${placed} ne doit aucun remboursement par téléphone : rien n'a été changé.`);
    expect(await paymentOf(placed)).toMatchObject({
      status: "captured",
      refundDoneAt: null,
      refundDoneBy: null,
      refundReference: null,
    });

    // Cancelled before the adviser took anything: nothing was paid, nothing is owed.
    const { c, orderId: neverPaid } = await phoneOrder("tel-jamais-paye@example.fr", 5);
    await moveOrder(deps(), neverPaid, "cancel");
    await expect(
      markPhoneRefundDone(t.database.db, { orderId: neverPaid, agent: "marie", reference: "R1", now: later }),
    ).rejects.toThrow(/ne doit aucun remboursement/);
    expect(await paymentOf(neverPaid)).toMatchObject({ status: "cancelled", refundDoneAt: null });
    expect(
      (await get(`getCommande?id_commande=${neverPaid}`, c.token)).json().commande.remboursement_telephone,
    ).toBeNull();
  });

  it("refuses without who or which reference", async () => {
    await expect(
      markPhoneRefundDone(t.database.db, { orderId: 1, agent: " ", reference: "R1", now: later }),
    ).rejects.toThrow("Indiquez qui a fait le remboursement (--agent nom).");
    await expect(
      markPhoneRefundDone(t.database.db, { orderId: 1, agent: "marie", reference: "", now: later }),
    ).rejects.toThrow(/--reference/);
  });
});
