import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { checkablePostalCode, noticeOnTownLeft, overlongPostalCodeNotice, postalCodeNotice, townMismatchNotice, townToFill } from "./postal-code-check.ts";

describe("checkablePostalCode", () => {
  it("waits for five digits, spaces dropped", () => {
    expect(checkablePostalCode("7501")).toBeNull();
    expect(checkablePostalCode("75 011")).toBe("75011");
    expect(checkablePostalCode(" 33000 ")).toBe("33000");
    expect(checkablePostalCode("750111")).toBeNull();
    expect(checkablePostalCode("2A004")).toBeNull();
  });
});

describe("overlongPostalCodeNotice", () => {
  it("says at once that a code has five digits when one more is typed (QA of 2026-12-02)", () => {
    const notice = overlongPostalCodeNotice("375011");
    expect(notice?.tone).toBe("warning");
    expect(notice?.communes).toEqual([]);
    expect(notice?.text.replace(/[\u00A0\u202F]/g, " ")).toBe("Attention : le code postal doit compter 5 chiffres.");
    expect(notice?.text).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    expect(overlongPostalCodeNotice("75 011 1")?.tone).toBe("warning");
  });
  it("says nothing of a code still typed, of five digits, or of letters", () => {
    expect(overlongPostalCodeNotice("7501")).toBeNull();
    expect(overlongPostalCodeNotice("75 011")).toBeNull();
    expect(overlongPostalCodeNotice("2A0041")).toBeNull();
    expect(overlongPostalCodeNotice("")).toBeNull();
  });
});

describe("postalCodeNotice", () => {
  const delivered = { ok: true as const, code_postal: "33000", livrable: true, perimetre: "Bordeaux Métropole" };

  it("says a delivered code with its area and its commune", () => {
    expect(postalCodeNotice("33000", { ...delivered, communes: ["Bordeaux"] })).toEqual({
      tone: "delivered",
      text: "Cabas livre le 33000 (Bordeaux Métropole)\u00A0: Bordeaux.",
      communes: ["Bordeaux"],
    });
  });

  it("offers the communes of a code that has several", () => {
    const notice = postalCodeNotice("33000", { ...delivered, communes: ["Bordeaux", "Cenon", "Floirac"] });
    expect(notice.text).toBe("Cabas livre le 33000 (Bordeaux Métropole)\u00A0: Bordeaux, Cenon ou Floirac, à choisir dans le champ Ville.");
    expect(notice.communes).toEqual(["Bordeaux", "Cenon", "Floirac"]);
  });

  it("shows a refusal's message as a warning, typeset", () => {
    const notice = postalCodeNotice("29200", { ok: false, message: "Cabas ne livre pas encore le 29200. Nous ouvrons de nouvelles zones : revenez." });
    expect(notice.tone).toBe("warning");
    expect(notice.text).toBe("Attention\u00A0: Cabas ne livre pas encore le 29200. Nous ouvrons de nouvelles zones\u00A0: revenez.");
    expect(PLAIN_SPACE_BEFORE_MARK.test(notice.text)).toBe(false);
    expect(postalCodeNotice("29200", { ok: false, message: "" }).text).toBe("Attention\u00A0: le 29200 n'a pas pu être vérifié.");
  });
});

describe("townToFill", () => {
  it("fills an empty town with the code's only commune", () => {
    expect(townToFill("", null, ["Bordeaux"])).toBe("Bordeaux");
    expect(townToFill("  ", null, ["Bordeaux"])).toBe("Bordeaux");
  });

  it("replaces what it filled itself, never what the shopper typed, and picks nothing among several", () => {
    expect(townToFill("Paris", "Paris", ["Bordeaux"])).toBe("Bordeaux");
    expect(townToFill("Talence", null, ["Bordeaux"])).toBeNull();
    expect(townToFill("Talence", "Bordeaux", ["Bordeaux"])).toBeNull();
    expect(townToFill("", null, ["Bordeaux", "Cenon"])).toBeNull();
    expect(townToFill("", null, [])).toBeNull();
  });

  it("takes back the town it wrote when the new code does not cover it (several communes, or not delivered)", () => {
    expect(townToFill("Bordeaux", "Bordeaux", ["Bouliac", "Floirac"])).toBe("");
    expect(townToFill("Bordeaux", "Bordeaux", [])).toBe("");
    expect(townToFill("Floirac", "Floirac", ["Bouliac", "Floirac"])).toBeNull();
    expect(townToFill("Bouliac", null, [])).toBeNull();
  });
});

describe("townMismatchNotice (ADR 0122)", () => {
  it("says, politely, that the town is none of the code's communes, and offers them", () => {
    expect(townMismatchNotice("Lyon", "75011", ["Paris"])).toEqual({
      tone: "warning",
      text: "Attention\u00A0: «\u00A0Lyon\u00A0» n'est pas la commune du 75011 (Paris)\u00A0: corrigez la ville ou le code postal.",
      communes: ["Paris"],
    });
    const several = ["Cailloux-sur-Fontaines", "Fontaines-sur-Saône", "Saint-Romain-au-Mont-d'Or"];
    expect(townMismatchNotice(" Neuville ", "69270", several)?.text).toBe(
      "Attention\u00A0: «\u00A0Neuville\u00A0» n'est pas une commune du 69270 (Cailloux-sur-Fontaines, Fontaines-sur-Saône ou Saint-Romain-au-Mont-d'Or)\u00A0: corrigez la ville ou le code postal.",
    );
  });

  it("folds accents, case and « St » as the web-service does, and says nothing without a town or communes", () => {
    const several = ["Cailloux-sur-Fontaines", "Fontaines-sur-Saône", "Saint-Romain-au-Mont-d'Or"];
    expect(townMismatchNotice("fontaines sur saone", "69270", several)).toBeNull();
    expect(townMismatchNotice("ST ROMAIN AU MONT D'OR", "69270", several)).toBeNull();
    expect(townMismatchNotice("PARIS", "75011", ["Paris"])).toBeNull();
    expect(townMismatchNotice("  ", "75011", ["Paris"])).toBeNull();
    expect(townMismatchNotice("Brest", "29200", [])).toBeNull();
  });
});

describe("noticeOnTownLeft (ADR 0122)", () => {
  const notice = postalCodeNotice("75011", { ok: true, code_postal: "75011", livrable: true, perimetre: "Paris", communes: ["Paris"] });
  const last = { code: "75011", notice };

  it("says the mismatch when the town is left, and takes it back once the town is corrected", () => {
    expect(noticeOnTownLeft(last, "75 011", "Lyon")?.tone).toBe("warning");
    expect(noticeOnTownLeft(last, "75011", "paris")).toBe(notice);
  });

  it("leaves the line alone until the code the field holds now is checked and delivered", () => {
    expect(noticeOnTownLeft(null, "75011", "Lyon")).toBeNull();
    expect(noticeOnTownLeft(last, "7501", "Lyon")).toBeNull();
    expect(noticeOnTownLeft(last, "69002", "Lyon")).toBeNull();
  });
});
