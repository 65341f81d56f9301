// The guest's food-bank donation at sign-in (QA finding 6, ADR 0064): the rule, and the log-in through HTTP on a
// real seeded database when the account already has a basket.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { mergedDonationCents } from "./basket-store.ts";

describe("mergedDonationCents", () => {
  it("keeps the guest's donation, the latest the shopper chose, over the account's", () => {
    expect(mergedDonationCents(300, 500)).toBe(300);
    expect(mergedDonationCents(300, 0)).toBe(300);
  });
  it("keeps the account's donation when the guest gave nothing", () => {
    expect(mergedDonationCents(0, 500)).toBe(500);
    expect(mergedDonationCents(0, 0)).toBe(0);
  });
});

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
let products: Awaited<ReturnType<typeof pickProducts>>["fixed"] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const [paris] = await t.database.db
    .select({ id: schema.perimeters.id })
    .from(schema.perimeters)
    .where(eq(schema.perimeters.code, "paris"));
  products = (await pickProducts(t.database.db, paris!.id)).fixed;
});
afterAll(() => t.close());

const { post } = callClient(() => t);
const PASSWORD = "Un cabas plein de légumes";

async function updatePanier(token: string, payload: Record<string, unknown>) {
  const res = await post("updatePanier", payload, token);
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().panier;
}

/** A customer whose account basket has a line and `donation` euros; then a guest basket with a line and `guestDonation`. */
async function logInWithGuestBasket(email: string, donation: string, guestDonation: string) {
  const customer = await registerCustomer(t, email);
  await updatePanier(customer.token, { action: "set_quantity", id: products[0]!.id, quantity: 1 });
  if (donation !== "0") await updatePanier(customer.token, { action: "don", montant: donation });
  const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
  await updatePanier(guest, { action: "set_quantity", id: products[1]!.id, quantity: 2 });
  if (guestDonation !== "0") await updatePanier(guest, { action: "don", montant: guestDonation });
  const login = await t.app.inject({
    method: "POST",
    url: "/next-react/loginToken.php",
    headers: { origin: "http://localhost:3000", cookie: `ID_VISITEUR=${guest}` },
    payload: { email, password: PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const [basket] = await t.database.db
    .select()
    .from(schema.baskets)
    .where(and(eq(schema.baskets.userId, customer.userId), eq(schema.baskets.status, "active")));
  return { panier: login.json().panier, basket: basket! };
}

describe("a guest's donation at log-in into an account that has a basket", () => {
  it("follows the shopper into the account's basket with the lines", async () => {
    const { panier, basket } = await logInWithGuestBasket("don-invite@example.fr", "0", "3");
    expect(panier.items.map((i: { id: number }) => i.id).sort()).toEqual([products[0]!.id, products[1]!.id].sort());
    expect(panier.totals.total_dons).toBe(3);
    expect(basket.donationCents).toBe(300);
  });

  it("replaces the account's older donation: the guest's is the latest the shopper chose", async () => {
    const { panier } = await logInWithGuestBasket("don-remplace@example.fr", "5", "2,5");
    expect(panier.totals.total_dons).toBe(2.5);
  });

  it("leaves the account's donation when the guest gave nothing", async () => {
    const { panier } = await logInWithGuestBasket("don-compte@example.fr", "5", "0");
    expect(panier.totals.total_dons).toBe(5);
  });
});
