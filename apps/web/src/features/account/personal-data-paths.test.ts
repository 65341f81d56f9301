import { describe, expect, it } from "vitest";
import { PERSONAL_DATA_DOWNLOAD_PATH, personalDataRefusalPath } from "./personal-data-paths.ts";

describe("personalDataRefusalPath", () => {
  it("sends a signed-out shopper to sign in, then back to the settings", () => {
    expect(personalDataRefusalPath(401)).toBe("/authentification?redirect=%2Fparametres");
  });

  it("brings the shopper back to the section with the refusal's code", () => {
    expect(personalDataRefusalPath(429)).toBe("/parametres?erreur=donnees_limite#telecharger-mes-donnees");
    expect(personalDataRefusalPath(422)).toBe("/parametres?erreur=donnees_conseiller#telecharger-mes-donnees");
    expect(personalDataRefusalPath(500)).toBe("/parametres?erreur=indisponible#telecharger-mes-donnees");
  });

  it("posts to a path under the settings", () => {
    expect(PERSONAL_DATA_DOWNLOAD_PATH).toBe("/parametres/telecharger-mes-donnees");
  });
});
