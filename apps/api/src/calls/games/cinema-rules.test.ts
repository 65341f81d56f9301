import { describe, expect, it } from "vitest";
import { cinemaDialog, closedReason, contestDays, contestMessage, contestPhase, isLastDay, playDay, ticketCode } from "./cinema-rules.ts";
import { drawWins } from "./game-draw.ts";

// From 0 h in Paris on 1 November 2026 (23:00 UTC the day before, winter time) to 0 h on 1 December (excluded).
const contest = { startsAt: new Date("2026-10-31T23:00:00Z"), endsAt: new Date("2026-11-30T23:00:00Z"), stock: 300, won: 0 };
const colours = { text: "#FFFFFF", background: "#1D2A4D" };
const prize = { label: "2 places de cinéma", valueCents: 2400 };

describe("the contest's window, by Paris date", () => {
  it("opens at 0 h in Paris on its first day and closes at 0 h after its last", () => {
    expect(contestPhase(contest, new Date("2026-10-31T22:59:59Z"))).toBe("avant");
    expect(contestPhase(contest, new Date("2026-10-31T23:00:00Z"))).toBe("ouvert");
    expect(contestPhase(contest, new Date("2026-11-30T22:59:59Z"))).toBe("ouvert");
    expect(contestPhase(contest, new Date("2026-11-30T23:00:00Z"))).toBe("termine");
    expect(contestDays(contest)).toEqual({ first: "2026-11-01", last: "2026-11-30" });
  });
  it("is over once every prize is won, even inside its window", () => {
    expect(contestPhase({ ...contest, won: 300 }, new Date("2026-11-10T12:00:00Z"))).toBe("termine");
    expect(closedReason({ ...contest, won: 300 }, new Date("2026-11-10T12:00:00Z"))).toBe("Le jeu est fermé : les 300 lots ont tous été gagnés. Merci d'avoir joué !");
    expect(closedReason({ ...contest, stock: 1, won: 1 }, new Date("2026-11-10T12:00:00Z"))).toBe("Le jeu est fermé : son lot a été gagné. Merci d'avoir joué !");
  });
  it("counts plays by the Paris day: 23:30 UTC on 9 November is the 10th", () => {
    expect(playDay(new Date("2026-11-09T23:30:00Z"))).toBe("2026-11-10");
    expect(playDay(new Date("2026-11-09T22:30:00Z"))).toBe("2026-11-09");
    expect(playDay(new Date("2026-07-14T22:30:00Z"))).toBe("2026-07-15");
  });
  it("knows its last day in Paris", () => {
    expect(isLastDay(contest, new Date("2026-11-30T22:30:00Z"))).toBe(true);
    expect(isLastDay(contest, new Date("2026-11-29T22:59:00Z"))).toBe(false);
    expect(isLastDay(contest, new Date("2026-11-29T23:00:00Z"))).toBe(true);
  });
  it("says why a play is refused outside the window, in French", () => {
    expect(closedReason(contest, new Date("2026-10-20T10:00:00Z"))).toBe("Le jeu est fermé : il commence le 1er novembre 2026.");
    expect(closedReason(contest, new Date("2026-12-02T10:00:00Z"))).toBe("Le jeu est fermé : il s'est terminé le 30 novembre 2026. Merci d'avoir joué !");
    expect(closedReason(null, new Date())).toMatch(/^Le jeu est fermé : /);
    expect(closedReason(contest, new Date("2026-11-10T10:00:00Z"))).toBeNull();
  });
});

describe("the draw", () => {
  const fixed = (value: number) => () => value;
  it("wins with the contest's odds while prizes remain, with the random source given", () => {
    const odds = { oddsBp: 1000, stock: 5, won: 0 };
    expect(drawWins(odds, fixed(0.05))).toBe(true);
    expect(drawWins(odds, fixed(0.1))).toBe(false);
    expect(drawWins({ ...odds, won: 5 }, fixed(0))).toBe(false);
  });
  it("writes an e-ticket CINE-XXXX-XXXX from the unambiguous alphabet", () => {
    expect(ticketCode(fixed(0))).toBe("CINE-2222-2222");
    let i = 0;
    const cycling = () => ((i += 7) % 32) / 32;
    expect(ticketCode(cycling)).toMatch(/^CINE-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  });
});

describe("cinemaDialog", () => {
  it("names the losing view, promising another chance tomorrow", () => {
    expect(cinemaDialog(null, prize, { lastDay: "2026-11-30", noTomorrow: false }, colours)).toEqual({
      view: "CONCOURS_CINE_PERDANT",
      payload: {
        titre: "Ce n'est pas pour cette fois…",
        textes: ["mais le jeu concours continue jusqu'au 30 novembre 2026 !", "Vous pouvez retenter votre chance demain"],
        couleur_texte: "#FFFFFF",
        couleur_fond: "#1D2A4D",
        lot: null,
      },
    });
  });
  it("promises no tomorrow on the last day", () => {
    const last = cinemaDialog(null, prize, { lastDay: "2026-11-30", noTomorrow: true }, colours);
    expect(last.payload.titre).toBe("Ce n'est pas pour cette fois…");
    expect(last.payload.textes.join(" ")).not.toMatch(/demain|continue/);
  });
  it("names the winning view with the prize and its e-ticket", () => {
    const won = cinemaDialog("CINE-ABCD-EFGH", prize, { lastDay: "2026-11-30", noTomorrow: false }, colours);
    expect(won.view).toBe("CONCOURS_CINE_GAGNANT");
    expect(won.payload.titre).toBe("Bravo, vous avez gagné !");
    expect(won.payload.lot).toEqual({ libelle: "2 places de cinéma", valeur: 24, code_billet: "CINE-ABCD-EFGH" });
    expect(won.payload.textes[0]).toMatch(/^Vous gagnez 2 places de cinéma \(valeur 24\s€\)\.$/);
  });
});

describe("contestMessage", () => {
  const at = new Date("2026-11-10T10:00:00Z");
  it("tells a visitor to sign in and a customer to play, with the prizes left", () => {
    expect(contestMessage({ ...contest, won: 12 }, at, { signedIn: false, playedToday: false })).toBe("Connectez-vous pour tenter votre chance : encore 288 lots à gagner, jusqu'au 30 novembre 2026.");
    expect(contestMessage({ ...contest, won: 299 }, at, { signedIn: true, playedToday: false })).toBe("Tentez votre chance aujourd'hui : encore 1 lot à gagner, jusqu'au 30 novembre 2026.");
    expect(contestMessage(contest, at, { signedIn: true, playedToday: false })).toMatch(/^Tentez votre chance aujourd'hui/);
  });
  it("sends a customer who played back tomorrow, except on the last day", () => {
    expect(contestMessage(contest, at, { signedIn: true, playedToday: true })).toMatch(/revenez demain/);
    expect(contestMessage(contest, new Date("2026-11-30T12:00:00Z"), { signedIn: true, playedToday: true })).not.toMatch(/demain/);
  });
  it("tells when it starts and that it is over", () => {
    expect(contestMessage(contest, new Date("2026-10-01T10:00:00Z"), { signedIn: true, playedToday: false })).toMatch(/^Le jeu concours cinéma commence le 1er novembre 2026/);
    expect(contestMessage(contest, new Date("2026-12-01T10:00:00Z"), { signedIn: true, playedToday: false })).toBe(
      "Le jeu concours cinéma s'est terminé le 30 novembre 2026. Merci d'avoir joué !",
    );
  });
});
