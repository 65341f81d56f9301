// The warehouse command's arguments and what it prints: French words and euros, the customer's note, staff's to-do.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { readEnv } from "../env.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { createSlot, insertOrder, pickProducts, registerCustomer } from "../test/order-fixtures.ts";
import { moveReport, parseArgs, run } from "./orders.ts";

describe("npm run orders", () => {
  it("reads weights, --cap for prepare and --montant for confirm-payment", () => {
    expect(parseArgs(["prepare", "10000007", "--weight", "109=3800", "--cap"])).toEqual({ command: "prepare", orderId: 10000007, options: { cap: true, weights: new Map([[109, 3800]]) } });
    expect(parseArgs(["confirm-payment", "10000019", "--montant", "50,60"])).toEqual({ command: "confirm_payment", orderId: 10000019, options: { phoneCents: 5060 } });
    expect(parseArgs(["confirm-payment", "10000019", "--montant=50.6"])).toEqual({ command: "confirm_payment", orderId: 10000019, options: { phoneCents: 5060 } });
    expect(parseArgs(["confirm-payment", "1", "--montant", "abc"])).toEqual({ error: "Montant incompris « abc » : --montant 50,60 (en euros)." });
    // Read as digits, like the screens' amounts: cents exact however large, up to 999 999,99 €.
    expect(parseArgs(["confirm-payment", "1", "--montant", "999999,99"])).toEqual({ command: "confirm_payment", orderId: 1, options: { phoneCents: 99_999_999 } });
    expect(parseArgs(["confirm-payment", "1", "--montant", "1000000"])).toEqual({ error: "Montant incompris « 1000000 » : --montant 50,60 (en euros)." });
    expect(parseArgs(["ship", "1", "--cap"])).toEqual({ error: "--weight et --cap vont avec prepare (ou advance d'une commande validée)." });
    expect(parseArgs(["prepare", "1", "--montant", "5"])).toEqual({ error: "--montant va avec confirm-payment : le montant réglé par téléphone." });
  });

  it("reads refund-done with the terminal's reference, and who made the refund when given", () => {
    expect(parseArgs(["refund-done", "10000019", "--reference", "TPE-4821", "--agent", "marie"])).toEqual({ command: "refund_done", orderId: 10000019, reference: "TPE-4821", agent: "marie" });
    expect(parseArgs(["refund-done", "10000019", "--reference=TPE-4821"])).toEqual({ command: "refund_done", orderId: 10000019, reference: "TPE-4821", agent: null });
    expect(parseArgs(["refund-done", "10000019"])).toEqual({ error: "--reference est obligatoire : la référence du remboursement donnée par le terminal de paiement." });
    expect(parseArgs(["refund-done", "10000019", "--reference", "--agent", "marie"])).toEqual({
      error: "--reference attend la référence du remboursement donnée par le terminal (80 caractères au plus).",
    });
    expect(parseArgs(["refund-done", "10000019", "--reference", "R1", "--cap"])).toEqual({ error: "Argument incompris « --cap » : refund-done <commande> --reference ref [--agent nom]." });
    expect(parseArgs(["refund-done", "abc", "--reference", "R1"])).toEqual({ error: "Numéro de commande manquant ou invalide." });
  });

  it("prints statuses in French and amounts with a decimal comma, with the customer's note and the refund to do", () => {
    expect(moveReport({ orderId: 10000007, from: "placed", to: "preparing", finalCents: 4297, loyaltyCents: 0, note: "Pesée terminée : 42,97\u00a0€" })).toEqual([
      "Commande n°\u00A010000007 : validée → en préparation (montant final 42,97\u00a0€)",
      "Suivi du client : « Pesée terminée : 42,97\u00a0€ »",
    ]);
    const cancelled = moveReport({ orderId: 10000019, from: "placed", to: "cancelled", finalCents: null, loyaltyCents: 0, note: null, phoneRefundCents: 5060 });
    expect(cancelled).toEqual([
      "Commande n°\u00A010000019 : validée → annulée",
      "À rembourser sur la carte du client, au terminal de paiement par téléphone : 50,60\u00a0€.",
      "Une fois remboursé : npm run orders -- refund-done 10000019 --reference <référence du terminal> [--agent nom]",
    ]);
    expect(moveReport({ orderId: 12, from: "placed", to: "preparing", finalCents: 900, loyaltyCents: 0, note: null, complementBasketHandedBack: true })[1]).toBe(
      "Complément en cours du client rendu : ses articles restent dans son panier, pour une nouvelle commande.",
    );
    expect(moveReport({ orderId: 1, from: "out_for_delivery", to: "delivered", finalCents: 4157, loyaltyCents: 83, note: null })[0]).toBe(
      "Commande n°\u00A01 : en cours de livraison → livrée (montant final 41,57\u00a0€, 0,83\u00a0€ en euros fidélité crédités)",
    );
  });
});

describe("npm run orders: the e-mails it queues (ADR 0069)", () => {
  let t: TestApp;
  const now = new Date("2026-11-25T08:00:00Z");
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  });
  afterAll(() => t.close());

  it("link to the shop's public address as the API's do: CABAS_PUBLIC_URL, else the first public origin", async () => {
    const db = t.database.db;
    const c = await registerCustomer(t, "cli-lien@example.fr");
    const product = (await pickProducts(db, c.perimeterId)).fixed[0]!;
    const slot = await createSlot(db, c.perimeterId, new Date("2026-11-27T15:00:00Z"));
    const order = await insertOrder(db, { userId: c.userId, perimeterId: c.perimeterId, slotId: slot.id, lines: [{ productId: product.id, name: product.name, quantity: 1, unitCents: product.priceCents }], now, status: "placed" });
    const env = readEnv({ CABAS_PUBLIC_ORIGINS: "http://localhost:3720,http://127.0.0.1:3720" });
    await run({ command: "cancel", orderId: order.id, options: {} }, { db, env });
    const jobs = await db.select().from(schema.backgroundJobs);
    const mail = jobs.map((j) => j.payload as { to?: string; text?: string }).find((p) => p.to === "cli-lien@example.fr" && p.text?.includes("annulée"));
    expect(mail?.text).toContain(`Le détail : http://localhost:3720/commande/${order.id}`);
    expect((await db.select().from(schema.orders).where(eq(schema.orders.id, order.id)))[0]).toMatchObject({ status: "cancelled" });
  });
});
