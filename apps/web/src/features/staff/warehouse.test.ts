import { describe, expect, it } from "vitest";
import { firstOfMonthParts, gramsLabel, orderShares, parisToday, pickingListPath, slotLabel, warehouseDoneMessage, warehouseDonePath, unreadableWeighing, warehouseListPath, weighingsOf } from "./warehouse.ts";

describe("the warehouse screen's words", () => {
  it("returns to the list it came from, saying what was done, and says it again from that address only", () => {
    const path = warehouseDonePath({ id: 10000012, statut: "en_preparation", amountCents: 5230, refundOwed: false }, { etat: "validee", jour: "2026-11-25" });
    expect(path).toBe("/support/commandes?etat=validee&jour=2026-11-25&fait=en_preparation&n=10000012&montant=5230");
    const params = Object.fromEntries(new URL(path, "http://shop").searchParams);
    expect(warehouseDoneMessage(params)).toBe("Commande n°\u00A010000012 pesée et en préparation, montant final 52,30\u00A0€.");
    expect(warehouseDoneMessage({ fait: "annulee", n: "7", rembourser: "1" })).toBe(
      "Commande n°\u00A07 annulée. À rembourser sur la carte du client, au terminal de paiement par téléphone\u00A0: voir «\u00A0Remboursements par téléphone à faire\u00A0».",
    );
    // An amount in the address is not said: a link cannot tell staff how much to refund.
    expect(warehouseDoneMessage({ fait: "annulee", n: "7", rembourser: "99999" })).toBe("Commande n°\u00A07 annulée.");
    expect(warehouseDoneMessage({ fait: "livree", n: "7", montant: "900" })).toBe("Commande n°\u00A07 livrée.");
    expect(warehouseDoneMessage({ fait: "validee", n: "7", montant: "5060" })).toBe("Commande n°\u00A07 payée par téléphone, confirmée, 50,60\u00A0€ encaissés.");
    expect(warehouseDoneMessage({ fait: "remboursee", n: "7", montant: "5060" })).toBe("Commande n°\u00A07 remboursée par téléphone, 50,60\u00A0€ rendus sur sa carte.");
    expect(warehouseDoneMessage({ fait: "impaye_regle", n: "8", montant: "1669" })).toBe("Commande n°\u00A08 réglée par carte après son prélèvement impayé, 16,69\u00A0€ encaissés.");
    expect(warehouseDoneMessage({ fait: "retour_verifie", n: "9" })).toBe("Commande n°\u00A09 dont le prélèvement retourné après remboursement est noté vérifié.");
    expect(warehouseDoneMessage({ fait: "appel_note", n: "9" })).toBe("Commande n°\u00A09\u00A0: appel au client noté.");
    // Anything the screen does not write says nothing.
    expect(warehouseDoneMessage({ fait: "perdue", n: "7" })).toBeNull();
    expect(warehouseDoneMessage({ fait: "livree", n: "7<script>" })).toBeNull();
    expect(warehouseDoneMessage({ fait: "livree", n: "7", montant: "beaucoup" })).toBe("Commande n°\u00A07 livrée.");
    expect(warehouseListPath({ etat: "x'><", jour: "demain" })).toBe("/support/commandes");
  });

  it("sends the weighings filled in, leaves the empty ones to their estimate, and passes what was typed as it is", () => {
    const form = new FormData();
    form.set("id_commande", "10000012");
    form.set("poids-12", " 540 ");
    form.set("poids-31", "");
    form.set("poids-44", "1 200");
    form.set("poids-9", "beaucoup");
    form.set("poids-x", "3");
    expect(weighingsOf(form.entries())).toBe("12=540,44=1200,9=beaucoup");
  });

  it("refuses a weighing that is not grams in digits in the fields' words, before anything is sent", () => {
    const form = new FormData();
    form.set("id_commande", "10000012");
    form.set("poids-12", " 540 ");
    form.set("poids-31", "");
    expect(unreadableWeighing(form.entries())).toBeNull();
    for (const typed of ["abc", "-5", "1,2", "12345678"]) {
      form.set("poids-44", typed);
      expect(unreadableWeighing(form.entries()), typed).toBe(`«\u00A0${typed}\u00A0» n'est pas un poids\u00A0: tapez les grammes en chiffres, 540 par exemple.`);
    }
  });

  it("writes slots in Paris time and weights as the scale shows them", () => {
    expect(slotLabel("2026-11-25T08:00:00.000Z", "2026-11-25T09:30:00.000Z")).toBe("mercredi 25 novembre, 9 h – 10 h 30");
    expect(gramsLabel(540)).toBe("540\u00A0g");
    expect(gramsLabel(1080)).toBe("1,080\u00A0kg");
  });
});

describe("the picking list's words", () => {
  it("opens on a Paris day, today's by default, and says what each order takes", () => {
    expect(pickingListPath("2026-11-26")).toBe("/support/commandes/preparation?jour=2026-11-26");
    expect(pickingListPath("demain")).toBe("/support/commandes/preparation");
    expect(pickingListPath(undefined)).toBe("/support/commandes/preparation");
    // 23:30 in UTC on the 30th is already the 1st of December in Paris.
    expect(parisToday(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-01");
    expect(parisToday(new Date("2026-07-14T21:59:00Z"))).toBe("2026-07-14");
    expect(orderShares([{ id_commande: 10000003, quantite: 2 }, { id_commande: 10000004, quantite: 1 }])).toBe("n°\u00A010000003 ×\u00A02, n°\u00A010000004 ×\u00A01");
  });
});

describe("the picking list's day, typeset for print", () => {
  it("splits « 1er » so its « er » is raised, and leaves other days alone", () => {
    expect(firstOfMonthParts("mardi 1er décembre 2026")).toEqual(["mardi 1", " décembre 2026"]);
    expect(firstOfMonthParts("1er mai")).toEqual(["1", " mai"]);
    expect(firstOfMonthParts("mercredi 2 décembre 2026")).toBeNull();
    expect(firstOfMonthParts("samedi 11 décembre 2026")).toBeNull();
  });
});
