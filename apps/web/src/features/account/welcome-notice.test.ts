import { describe, expect, it } from "vitest";
import { welcomeMessageOf, welcomeNotice } from "./welcome-notice.ts";

const REFERRED = "Bienvenue chez Cabas, Inès ! Votre bon de bienvenue de 10 € vous attend.";

describe("welcomeNotice", () => {
  it("puts the welcome that names the referral voucher in the dialog when scripts run", () => {
    expect(welcomeNotice({ modal: "BIENVENUE", message: REFERRED }, true)).toEqual({
      via: "dialog",
      message: REFERRED,
    });
  });

  it("makes it the message of the page the sign-up lands on without JavaScript", () => {
    expect(welcomeNotice({ modal: "BIENVENUE", message: REFERRED }, false)).toEqual({ via: "page", message: REFERRED });
  });

  it("shows nothing after a plain sign-in, or when the answer says nothing", () => {
    expect(welcomeNotice({ modal: null, message: "Vous êtes connecté." }, false)).toBeNull();
    expect(welcomeNotice({ modal: "BIENVENUE", message: " " }, true)).toBeNull();
  });
});

describe("welcomeMessageOf", () => {
  it("keeps sensible words and refuses what no answer would say", () => {
    expect(welcomeMessageOf(` ${REFERRED} `)).toBe(REFERRED);
    expect(welcomeMessageOf(undefined)).toBeNull();
    expect(welcomeMessageOf("x".repeat(301))).toBeNull();
  });
});
