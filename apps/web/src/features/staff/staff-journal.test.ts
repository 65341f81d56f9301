import { describe, expect, it } from "vitest";
import { actionTime, callLabel, customerQuery, journalAddress, journalDateTime, loginEndText, staffDateTime, staffMemberQuery } from "./staff-journal.ts";

describe("the staff journal's words", () => {
  it("says what a recorded call did, and shows an unknown call by its name", () => {
    expect(callLabel("updatePanier")).toBe("Panier modifié");
    expect(callLabel("logoutToken")).toBe("Fin de la connexion («\u00A0Quitter\u00A0»)");
    expect(callLabel("nouvelAppel")).toBe("nouvelAppel");
  });

  it("reads the customer as a number or an e-mail address, and says what else is wrong", () => {
    expect(customerQuery(" 4000123 ")).toEqual({ id_client: 4000123 });
    expect(customerQuery("client@cabas.example")).toEqual({ email: "client@cabas.example" });
    expect(customerQuery("")).toBeNull();
    expect(customerQuery(undefined)).toBeNull();
    expect(customerQuery("0")).toEqual({ error: "Ce n° client n'existe pas." });
    expect(customerQuery("9999999999")).toEqual({ error: "Ce n° client n'existe pas." });
    expect(customerQuery("Camille Bernard")).toEqual({ error: "Saisissez l'adresse e-mail ou le n° du client." });
    expect(customerQuery(`${"a".repeat(250)}@cabas.example`)).toEqual({ error: "Saisissez l'adresse e-mail ou le n° du client." });
  });

  it("reads the staff member of the team journal the same way, in its own words", () => {
    expect(staffMemberQuery("12")).toEqual({ id_conseiller: 12 });
    expect(staffMemberQuery("support@cabas.example")).toEqual({ email: "support@cabas.example" });
    expect(staffMemberQuery(" ")).toBeNull();
    expect(staffMemberQuery("0")).toEqual({ error: "Ce membre de l'équipe n'existe pas." });
    expect(staffMemberQuery("Léa")).toEqual({ error: "Saisissez l'adresse e-mail ou le n° du membre de l'équipe." });
  });

  // Hours as the shop writes them (« 10 h 06 »), no longer « 10:06:31 »; seconds in the journal only.
  it("writes times in Paris, summer and winter, to the second in the journal", () => {
    expect(journalDateTime("2026-11-29T22:05:12Z")).toBe("29/11/2026 à 23\u00A0h\u00A005\u00A0min\u00A012\u00A0s");
    expect(journalDateTime("2026-07-14T08:00:00Z")).toBe("14/07/2026 à 10\u00A0h\u00A000\u00A0min\u00A000\u00A0s");
  });

  it("writes the other staff screens' times to the minute, as the shop does", () => {
    expect(staffDateTime("2026-11-30T09:06:31Z")).toBe("30/11/2026 à 10\u00A0h\u00A006");
    expect(staffDateTime("2026-07-14T22:00:00Z")).toBe("15/07/2026 à 0\u00A0h");
  });

  it("gives an action's time alone on the day its login-as began in Paris, with its date past midnight", () => {
    expect(actionTime("2026-11-29T22:50:00Z", "2026-11-29T22:40:00Z")).toBe("23\u00A0h\u00A050\u00A0min\u00A000\u00A0s");
    expect(actionTime("2026-11-29T23:10:00Z", "2026-11-29T22:40:00Z")).toBe("30/11/2026 à 0\u00A0h\u00A010\u00A0min\u00A000\u00A0s");
  });

  it("writes an IPv4 address as people do, even mapped into IPv6, and leaves IPv6 as it is", () => {
    expect(journalAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(journalAddress("192.0.2.1")).toBe("192.0.2.1");
    expect(journalAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(journalAddress("::ffff:abcd")).toBe("::ffff:abcd");
  });
});

describe("loginEndText", () => {
  it("says a login-as left with « Quitter », expired without it, or still open", () => {
    expect(loginEndText({ fin: "2026-11-30T09:20:00Z", expiree: false, expiree_le: null })).toBe("au 30/11/2026 à 10\u00A0h\u00A020\u00A0min\u00A000\u00A0s");
    expect(loginEndText({ fin: null, expiree: true, expiree_le: "2026-11-30T10:30:00Z" })).toBe(
      "— expirée le 30/11/2026 à 11\u00A0h\u00A030\u00A0min\u00A000\u00A0s, sans «\u00A0Quitter\u00A0»",
    );
    expect(loginEndText({ fin: null, expiree: true, expiree_le: null })).toBe("— expirée, sans «\u00A0Quitter\u00A0»");
    expect(loginEndText({ fin: null, expiree: false, expiree_le: null })).toBe("— toujours ouverte");
  });
});
