// The cookie policy lists every cookie the web-service sets, with the lifetime the code gives it (ADR 0040): a cookie
// added to the contracts without its line on /cookies fails here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKIE_MAX_AGE, COOKIE_NAMES } from "@cabas/contracts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { STAFF_TOKEN_COOKIE } from "../session/sign-in.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pageBody = async (slug: string): Promise<string> =>
  (await t.app.inject({ method: "GET", url: `/next-react/getStaticPage.php?slug=${slug}` })).json().page.body;

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

/** How the page writes a lifetime: « 1 an », « 24 heures », « 4 heures ». */
const lifetime = (seconds: number): string => {
  if (seconds === 365 * DAY_S) return "1 an";
  if (seconds % HOUR_S === 0 && seconds <= DAY_S) return `${seconds / HOUR_S} heures`;
  throw new Error(`no French wording for ${seconds} s: add it to the test and to the page`);
};

describe("the cookie policy", () => {
  it("lists each session cookie of the web-service with its real lifetime", async () => {
    const body = await pageBody("cookies");
    for (const [key, name] of Object.entries(COOKIE_NAMES)) {
      const seconds = COOKIE_MAX_AGE[key as keyof typeof COOKIE_MAX_AGE];
      expect(body, name).toContain(`- **${name}** (${lifetime(seconds)}) : `);
    }
    // The staff member's own session, kept aside while acting as a customer (4 hours, sign-in.ts / staff.ts).
    expect(body).toContain(`- **${STAFF_TOKEN_COOKIE}** (4 heures) : `);
  });

  it("promises no banner or link the site does not have, and says what an optional cookie would need", async () => {
    const body = await pageBody("cookies");
    expect(body).not.toContain("Gérer les cookies");
    expect(body).not.toContain("Personnaliser");
    expect(body).toMatch(/aucun bandeau/);
    expect(body).toMatch(/aucun cookie publicitaire, de mesure d'audience/);
    // The commitment if one is ever added: both choices as easy, kept 6 months.
    expect(body).toContain("« Tout accepter » et « Tout refuser »");
    expect(body).toContain("**6 mois**");
  });

  it("the personal-data page sends to the cookie list, not to a cookie manager, and claims no audience measurement", async () => {
    const body = await pageBody("donnees-personnelles");
    expect(body).not.toMatch(/gestionnaire de cookies|votre choix sur les cookies/);
    expect(body).not.toMatch(/\*\*Mesure d'audience/);
    expect(body).toContain("[politique cookies](/cookies)");
  });
});
