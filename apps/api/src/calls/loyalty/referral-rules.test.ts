import { describe, expect, it } from "vitest";
import { REFERRAL_CODE_PATTERN, referralCodeField } from "@cabas/contracts";
import { EDITORIAL_SEED } from "@cabas/db/seed";
import {
  friendDisplayName,
  invitationMailed,
  invitationRefusal,
  invitationWithdrawable,
  REFERRAL_TERMS,
  referralCodeFor,
  referralStatus,
  referralStatusLabel,
  rewardRefusal,
} from "./referral-rules.ts";

const now = new Date("2026-11-25T10:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const first = () => 0;

describe("referralCodeFor", () => {
  it("makes a code from the first name without accents, and five unambiguous characters", () => {
    expect(referralCodeFor("Chloé", first)).toBe("CHLOE-22222");
    expect(referralCodeFor("Jean-François de la Tour", first)).toBe("JEANFRANCO-22222");
    expect(referralCodeFor("  ", first)).toBe("CABAS-22222");
    const drawn = referralCodeFor("Zoë", (n) => n - 1);
    expect(drawn).toBe("ZOE-ZZZZZ");
    expect(drawn).toMatch(REFERRAL_CODE_PATTERN);
  });

  it("reads a typed code whatever its case and spaces", () => {
    expect(referralCodeField.parse(" chloe-7k3mq ")).toBe("CHLOE-7K3MQ");
    expect(referralCodeField.safeParse("CHLOE").success).toBe(false);
  });
});

describe("referralStatus", () => {
  const base = { invitedAt: daysAgo(1), refereeId: null, rewardedAt: null, rewardRefusal: null, invitedHasAccount: false };

  it("follows an invitation from sent to rewarded", () => {
    expect(referralStatus(base, now)).toBe("invitee");
    expect(referralStatus({ ...base, refereeId: 7 }, now)).toBe("inscrite");
    expect(referralStatus({ ...base, refereeId: 7, rewardedAt: now }, now)).toBe("recompensee");
    expect(referralStatus({ ...base, refereeId: 7, rewardRefusal: "même foyer" }, now)).toBe("non_eligible");
  });

  it("expires an unused invitation after its validity, and says when the friend signed up without the code", () => {
    expect(referralStatus({ ...base, invitedAt: daysAgo(REFERRAL_TERMS.invitationValidDays + 1) }, now)).toBe("expiree");
    expect(referralStatus({ ...base, invitedHasAccount: true }, now)).toBe("deja_client");
  });

  it("says a friend whose account was deleted will bring no voucher, unless it already came", () => {
    expect(referralStatus({ ...base, refereeId: 7, refereeErased: true }, now)).toBe("compte_ferme");
    expect(referralStatus({ ...base, refereeId: 7, refereeErased: true, rewardRefusal: "même foyer" }, now)).toBe("compte_ferme");
    expect(referralStatus({ ...base, refereeId: 7, refereeErased: true, rewardedAt: now }, now)).toBe("recompensee");
    expect(referralStatusLabel("compte_ferme", null)).toBe("Compte fermé : pas de bon pour ce parrainage");
  });

  it("lets only an unused invitation be withdrawn", () => {
    expect(invitationWithdrawable({ refereeId: null, invitedAt: now })).toBe(true);
    expect(invitationWithdrawable({ refereeId: 3, invitedAt: now })).toBe(false);
    expect(invitationWithdrawable({ refereeId: 3, invitedAt: null })).toBe(false);
  });
});

describe("invitationRefusal", () => {
  const args = { email: "ami@exemple.fr", referrerEmail: "moi@exemple.fr", previous: null, invitedLastDay: 0, now };

  it("accepts a new address", () => {
    expect(invitationRefusal(args)).toBeNull();
  });

  it("refuses oneself, an invitation still valid, and more than the daily number", () => {
    expect(invitationRefusal({ ...args, email: "MOI@exemple.fr" })?.kind).toBe("self");
    expect(invitationRefusal({ ...args, previous: { invitedAt: daysAgo(2), refereeId: null } })?.kind).toBe("duplicate");
    expect(invitationRefusal({ ...args, invitedLastDay: REFERRAL_TERMS.invitationsPerDay })).toMatchObject({ kind: "limit", field: null });
  });

  it("mails no invitation to an address that has an account, without refusing it (nothing tells who is a customer)", () => {
    expect(invitationMailed(true)).toBe(false);
    expect(invitationMailed(false)).toBe(true);
  });

  it("lets an expired invitation be sent again", () => {
    expect(invitationRefusal({ ...args, previous: { invitedAt: daysAgo(REFERRAL_TERMS.invitationValidDays + 1), refereeId: null } })).toBeNull();
  });
});

describe("rewardRefusal", () => {
  const home = { line1: "12 bis, rue Oberkampf", postalCode: "75011" };

  it("rewards a friend delivered elsewhere, not one delivered at the referrer's, nor beyond the yearly limit", () => {
    const elsewhere = { line1: "4 place de la Mairie", postalCode: "69003" };
    expect(rewardRefusal({ deliveredTo: elsewhere, referrerAddresses: [home], householdWasCustomer: false, rewardsLastYear: 0 })).toBeNull();
    expect(rewardRefusal({ deliveredTo: elsewhere, referrerAddresses: [home], householdWasCustomer: true, rewardsLastYear: 0 })).toMatch(/déjà client de Cabas/);
    expect(rewardRefusal({ deliveredTo: home, referrerAddresses: [home], householdWasCustomer: false, rewardsLastYear: 0 })).toMatch(/même foyer/);
    expect(rewardRefusal({ deliveredTo: elsewhere, referrerAddresses: [], householdWasCustomer: false, rewardsLastYear: REFERRAL_TERMS.rewardsPerYear })).toMatch(/12 derniers mois/);
  });
});

describe("friendDisplayName", () => {
  it("shows the first name and the initial only", () => {
    expect(friendDisplayName("Chloé", "durand")).toBe("Chloé D.");
    expect(friendDisplayName("Chloé", " ")).toBe("Chloé");
    // A friend who deleted their account (ADR 0039).
    expect(friendDisplayName("", "")).toBe("Client Cabas");
  });
});

describe("the published referral offer", () => {
  it("states the vouchers' minimum basket as REFERRAL_TERMS gives it, and a voucher, not loyalty euros, for the referrer (ADR 0058)", () => {
    const minimum = `${REFERRAL_TERMS.friend.minBasketCents / 100} €`;
    expect(REFERRAL_TERMS.referrer.minBasketCents).toBe(REFERRAL_TERMS.friend.minBasketCents);
    const texts = [
      ...EDITORIAL_SEED.pages.flatMap((page) => [page.summary, ...page.body.split(/\n\s*\n/)]),
      ...EDITORIAL_SEED.faq.flatMap((category) => category.entries.flat()),
      ...EDITORIAL_SEED.marketingBlocks.map((block) => `${block.title} ${block.body}`),
    ];
    const paragraphs = texts.filter((text) => /parrain/i.test(text));
    const stated = paragraphs.flatMap((text) => [...text.matchAll(/dès (\d+ €)/g)].map((m) => m[1]));
    expect(stated.length).toBeGreaterThan(0);
    expect(new Set(stated)).toEqual(new Set([minimum]));
    expect(paragraphs.filter((text) => /10 € en euros fidélité/.test(text))).toEqual([]);
  });
});
