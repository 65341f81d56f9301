import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { challengeTexts, doorLabel, emailConfirmedNotice, giftSentence, isAdventSeason, progressText, resultText, untilText } from "./game-labels.ts";

const participation = (progression: number) => ({
  inscrit_le: "2026-11-26T10:00:00.000Z",
  progression,
  objectif: 3,
  pourcentage: 0,
  atteint: false,
  commandes_en_attente: 0,
  recompense_creditee: null,
  creditee_le: null,
});

describe("progressText", () => {
  it("says how far the customer is, in the challenge's unit", () => {
    expect(progressText({ type: "produits", objectif: 3, participation: participation(2) })).toBe("2 produits sur 3");
    expect(progressText({ type: "produits", objectif: 3, participation: participation(1) })).toBe("1 produit sur 3");
    expect(progressText({ type: "commandes", objectif: 2, participation: participation(1) })).toBe("1 commande livrée sur 2");
    expect(progressText({ type: "montant", objectif: 15, participation: participation(7.5) }).replace(/\s/g, " ")).toBe("7,50 € sur 15,00 €");
    expect(progressText({ type: "produits", objectif: 3, participation: null })).toBe("0 produit sur 3");
  });
});

describe("resultText and untilText", () => {
  it("tells a finished challenge's result", () => {
    // Typeset here: the history page shows it as it comes (it read « Gagné : » with an ordinary space, QA 2026-12-02).
    expect(resultText("gagne", 2)).toMatch(/^Gagné\u00A0: 2,00\s€ dans votre cagnotte$/);
    expect(resultText("gagne", 2)).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    expect(resultText("non_atteint", null)).toBe("Objectif non atteint");
    expect(resultText("en_attente", null)).toMatch(/^En attente\u00A0: /);
  });
  it("typesets a challenge's title and description, written by the team with ordinary spaces", () => {
    const texts = challengeTexts({ titre: "Le bio : trois fois mieux !", description: "Achetez 3 produits bio : 2 € dans votre cagnotte." });
    expect(texts.description).toBe("Achetez 3 produits bio\u00A0: 2\u00A0€ dans votre cagnotte.");
    expect(texts.titre).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
  it("names the last day of a challenge", () => {
    expect(untilText("2026-12-19T08:00:00.000Z")).toBe("jusqu'au 19 décembre, 9\u00A0h");
    expect(untilText("2026-12-19T08:30:00.000Z")).toBe("jusqu'au 19 décembre, 9\u00A0h\u00A030");
    expect(untilText("2026-12-19T23:00:00.000Z")).toBe("jusqu'au 19 décembre inclus");
    expect(untilText("2026-12-01T23:00:00.000Z")).toBe("jusqu'au 1er décembre inclus");
    expect(untilText("2026-12-01T17:45:00.000Z")).toBe("jusqu'au 1er décembre, 18\u00A0h\u00A045");
  });
});

describe("doorLabel and isAdventSeason", () => {
  it("names each door with its state", () => {
    expect(doorLabel({ jour: 5, etat: "ouverte" })).toBe("5 décembre, à ouvrir aujourd'hui");
    expect(doorLabel({ jour: 1, etat: "passee" })).toBe("1er décembre, passée");
    expect(doorLabel({ jour: 3, etat: "perdue" })).toBe("3 décembre, ouverte, pas gagnée");
  });
  it("is the season from 1 to 24 December, Paris time", () => {
    expect(isAdventSeason(new Date("2026-11-30T22:59:00Z"))).toBe(false);
    expect(isAdventSeason(new Date("2026-11-30T23:00:00Z"))).toBe(true);
    expect(isAdventSeason(new Date("2026-12-24T22:59:00Z"))).toBe(true);
    expect(isAdventSeason(new Date("2026-12-24T23:00:00Z"))).toBe(false);
  });
});

describe("giftSentence", () => {
  it("says where the thank-you gift is, as the order's status says, whatever the gift's title", () => {
    expect(giftSentence("Caramels au beurre salé", "placed", null)).toBe("Votre cadeau offert, «\u00A0Caramels au beurre salé\u00A0», sera livré avec cette commande.");
    expect(giftSentence("Tablette de chocolat", "preparing", null)).toBe("Votre cadeau offert, «\u00A0Tablette de chocolat\u00A0», sera livré avec cette commande.");
    expect(giftSentence("Sablés", "out_for_delivery", null)).toBe("Votre cadeau offert, «\u00A0Sablés\u00A0», est en route avec cette commande.");
    expect(giftSentence("Sablés", "delivered", null)).toBe("Votre cadeau offert, «\u00A0Sablés\u00A0», a été livré avec cette commande.");
    // A modification replaced the order: the gift goes with the new one.
    expect(giftSentence("Sablés", "cancelled", 10000004)).toBe(
      "Votre cadeau offert, «\u00A0Sablés\u00A0», suit votre modification, la commande n°\u00A010000004\u00A0: il sera livré avec elle.",
    );
  });
});

describe("emailConfirmedNotice", () => {
  it("invites to play only while the customer can, not once played today", () => {
    expect(emailConfirmedNotice(true)).toBe("Votre adresse e-mail est confirmée\u00A0: vous pouvez jouer.");
    expect(emailConfirmedNotice(false)).toBe("Votre adresse e-mail est confirmée.");
  });
});
