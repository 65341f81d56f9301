import { describe, expect, it } from "vitest";
import { describePending, parseArgs, parseEurosToCents } from "./claims.ts";

describe("claims command", () => {
  it("reads customer service's commands", () => {
    expect(parseArgs(["pending"])).toEqual({ command: "pending" });
    expect(parseArgs(["credit", "12"])).toEqual({
      command: "settle",
      id: 12,
      decision: { kind: "credit" },
      agent: null,
    });
    expect(parseArgs(["credit", "12", "12,50"])).toEqual({
      command: "settle",
      id: 12,
      decision: { kind: "credit", amountCents: 1250 },
      agent: null,
    });
    expect(parseArgs(["credit", "12", "12.5", "--agent", "Marie"])).toEqual({
      command: "settle",
      id: 12,
      decision: { kind: "credit", amountCents: 1250 },
      agent: "Marie",
    });
    expect(parseArgs(["--agent=karim", "refuse", "3", "produit_livre"])).toEqual({
      command: "settle",
      id: 3,
      decision: { kind: "refuse", reason: "produit_livre" },
      agent: "karim",
    });
  });

  it("reads an amount in euros with a comma or a point, to the cent, without floating point", () => {
    expect(parseEurosToCents("12,50")).toBe(1250);
    expect(parseEurosToCents("12.05")).toBe(1205);
    expect(parseEurosToCents("0,1")).toBe(10);
    expect(parseEurosToCents("7")).toBe(700);
    expect(parseEurosToCents("19.99")).toBe(1999);
    // As a French person writes it (the staff screens' reading): thousands set apart, the euro sign.
    expect(parseEurosToCents("1 000")).toBe(100_000);
    expect(parseEurosToCents("12€")).toBe(1200);
    for (const bad of ["", "12,505", "-3", "1.000", "12$", "abc", "1e3", ",50"])
      expect(parseEurosToCents(bad)).toBeNull();
  });

  it("refuses unknown commands, ids, amounts, motifs and options", () => {
    expect(parseArgs([])).toHaveProperty("error");
    expect(parseArgs(["delete", "1"])).toHaveProperty("error");
    expect(parseArgs(["pending", "3"])).toEqual({ error: "« pending » ne prend pas d'argument." });
    expect(parseArgs(["credit"])).toEqual({ error: "Numéro de réclamation manquant ou invalide." });
    expect(parseArgs(["credit", "1.5"])).toEqual({ error: "Numéro de réclamation manquant ou invalide." });
    expect(parseArgs(["credit", "0"])).toEqual({ error: "Numéro de réclamation manquant ou invalide." });
    expect(parseArgs(["credit", "4", "0"])).toHaveProperty("error");
    expect(parseArgs(["credit", "4", "0,00"])).toHaveProperty("error");
    expect(parseArgs(["credit", "4", "-5"])).toHaveProperty("error");
    expect(parseArgs(["credit", "4", "12,50", "13"])).toHaveProperty("error");
    expect(parseArgs(["refuse", "4"])).toEqual({
      error: "Motif de refus attendu : hors_delai, produit_livre, deja_rembourse, abus.",
    });
    expect(parseArgs(["refuse", "4", "pas_envie"])).toHaveProperty("error");
    expect(parseArgs(["refuse", "4", "abus", "encore"])).toHaveProperty("error");
    expect(parseArgs(["credit", "4", "--agent"])).toHaveProperty("error");
    expect(parseArgs(["credit", "4", "--agent", "--force"])).toHaveProperty("error");
    expect(parseArgs(["credit", "4", "--agent="])).toHaveProperty("error");
    expect(parseArgs(["credit", "4", "--force"])).toHaveProperty("error");
  });

  it("prints what an agent needs to decide", () => {
    const text = describePending({
      id: 9,
      createdAt: new Date("2026-11-22T10:00:00Z"),
      customer: { id: 4, name: "Chloé Durand", email: "chloe@example.fr", erased: false },
      orderId: 31,
      askedCents: 4200,
      lines: [{ name: "Yaourt nature", quantity: 2, reason: "abime", askedCents: 300 }],
      comment: "Pot ouvert\nen arrivant",
      goodsCents: 9000,
      recentClaims: [
        {
          id: 7,
          orderId: 30,
          createdAt: new Date("2026-11-10T10:00:00Z"),
          status: "credited",
          askedCents: 500,
          creditCents: 500,
        },
      ],
    }).join("\n");
    expect(text).toContain("Réclamation 9 — 22 novembre 2026 à 11 h — commande n° 31");
    expect(text).toContain("Client : Chloé Durand <chloe@example.fr>");
    expect(text).toContain("Montant demandé : 42,00 € — marchandises de la commande : 90,00 €");
    expect(text).toContain("- 2 × Yaourt nature : abîmé (3,00 €)");
    expect(text).toContain("Commentaire : « Pot ouvert en arrivant »");
    expect(text).toContain("Autres réclamations sur 30 jours : 1 (5,00 € crédités)");
    expect(text).toContain("7 — 10 novembre 2026 — commande n° 30 — 5,00 € demandés — créditée (5,00 €)");
  });
});
