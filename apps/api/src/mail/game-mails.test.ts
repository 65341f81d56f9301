import { describe, expect, it } from "vitest";
import { atContest, cinemaTicketMail } from "./game-mails.ts";

describe("atContest", () => {
  it("contracts the title's article rather than quoting « Le … » after « au »", () => {
    expect(atContest("Le jeu concours cinéma Cabas")).toBe("au jeu concours cinéma Cabas");
    expect(atContest("La grande loterie du cinéma")).toBe("à la grande loterie du cinéma");
    expect(atContest("L'instant cinéma")).toBe("à l'instant cinéma");
  });

  it("quotes a title without an article after « au jeu »", () => {
    expect(atContest("Ciné Cabas 2026")).toBe("au jeu « Ciné Cabas 2026 »");
    // A word that merely starts like an article is not one.
    expect(atContest("Lumière sur Cabas")).toBe("au jeu « Lumière sur Cabas »");
  });
});

describe("cinemaTicketMail", () => {
  it("tells the win in one sentence that reads right", () => {
    const mail = cinemaTicketMail({
      to: "chloe@example.fr",
      prenom: "Chloé",
      contestTitle: "Le jeu concours cinéma Cabas",
      prizeLabel: "2 places de cinéma",
      ticketCode: "CINE-ABCD-EFGH",
      validUntil: new Date("2027-05-12T15:00:00Z"),
      pageUrl: "https://cabas.example/offres-clients/offre-cinema",
    });
    expect(mail.subject).toBe("Vous avez gagné 2 places de cinéma !");
    expect(mail.text).toContain("Bravo ! Vous avez gagné 2 places de cinéma au jeu concours cinéma Cabas.\n");
    expect(mail.text).toContain("Votre code e-billet : CINE-ABCD-EFGH");
  });
});
