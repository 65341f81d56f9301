import { describe, expect, it } from "vitest";
import {
  CONFIRMATION_ALREADY_SENT,
  CONFIRMATION_LINK_DEAD,
  CONFIRMATION_SENT,
  confirmationRefusal,
  playerVerdict,
  STAFF_PLAYER_REFUSAL,
} from "./player-rules.ts";

const now = new Date("2026-11-22T10:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe("playerVerdict", () => {
  it("lets a confirmed customer play", () => {
    expect(playerVerdict({ isStaff: false, emailConfirmedAt: minutesAgo(5), lastLinkSentAt: null }, now)).toEqual({ ok: true });
  });

  it("refuses a staff account, confirmed or not (article 2 of the rules)", () => {
    expect(playerVerdict({ isStaff: true, emailConfirmedAt: minutesAgo(5), lastLinkSentAt: null }, now)).toEqual({ ok: false, reason: "staff", message: STAFF_PLAYER_REFUSAL });
  });

  it("asks an unconfirmed account to confirm, mailing a link at most every 10 minutes", () => {
    expect(playerVerdict({ isStaff: false, emailConfirmedAt: null, lastLinkSentAt: null }, now)).toEqual({ ok: false, reason: "unconfirmed", sendLink: true, message: CONFIRMATION_SENT });
    expect(playerVerdict({ isStaff: false, emailConfirmedAt: null, lastLinkSentAt: minutesAgo(9) }, now)).toMatchObject({ sendLink: false, message: CONFIRMATION_ALREADY_SENT });
    expect(playerVerdict({ isStaff: false, emailConfirmedAt: null, lastLinkSentAt: minutesAgo(10) }, now)).toMatchObject({ sendLink: true, message: CONFIRMATION_SENT });
  });
});

describe("confirmationRefusal", () => {
  const link = { email: "lea@example.fr", expiresAt: new Date(now.getTime() + 60_000), usedAt: null };

  it("accepts a fresh unused link mailed to the account's address, whatever its case", () => {
    expect(confirmationRefusal(link, "Lea@Example.fr", now)).toBeNull();
  });

  it("refuses an unknown, used, expired link, or one mailed to an address the account no longer has", () => {
    expect(confirmationRefusal(null, "lea@example.fr", now)).toBe(CONFIRMATION_LINK_DEAD);
    expect(confirmationRefusal({ ...link, usedAt: now }, "lea@example.fr", now)).toBe(CONFIRMATION_LINK_DEAD);
    expect(confirmationRefusal({ ...link, expiresAt: now }, "lea@example.fr", now)).toBe(CONFIRMATION_LINK_DEAD);
    expect(confirmationRefusal(link, "autre@example.fr", now)).toBe(CONFIRMATION_LINK_DEAD);
    expect(confirmationRefusal(link, null, now)).toBe(CONFIRMATION_LINK_DEAD);
  });
});
