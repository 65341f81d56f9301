import { describe, expect, it } from "vitest";
import {
  addDays,
  bookingCutoff,
  holdEnd,
  holdExpiry,
  holdRanOut,
  parisDate,
  parisLocalTime,
  ranOutEndLabel,
  ranOutMessage,
  slotDayLabel,
  slotLabel,
  slotRefusal,
} from "./slot-rules.ts";

describe("Paris local time", () => {
  it("puts a 7 h slot at 06:00 UTC in winter and 05:00 UTC in summer", () => {
    expect(parisLocalTime({ year: 2026, month: 11, day: 23 }, 7).toISOString()).toBe("2026-11-23T06:00:00.000Z");
    expect(parisLocalTime({ year: 2026, month: 7, day: 14 }, 7).toISOString()).toBe("2026-07-14T05:00:00.000Z");
  });

  it("follows the clock change on the day itself", () => {
    // 29 March 2026: clocks go from 2 h to 3 h; 25 October 2026: from 3 h back to 2 h.
    expect(parisLocalTime({ year: 2026, month: 3, day: 29 }, 7).toISOString()).toBe("2026-03-29T05:00:00.000Z");
    expect(parisLocalTime({ year: 2026, month: 3, day: 28 }, 7).toISOString()).toBe("2026-03-28T06:00:00.000Z");
    expect(parisLocalTime({ year: 2026, month: 10, day: 25 }, 20).toISOString()).toBe("2026-10-25T19:00:00.000Z");
  });

  it("reads the Paris day, not the UTC day, around midnight", () => {
    expect(parisDate(new Date("2026-11-22T23:30:00Z"))).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parisDate(new Date("2026-11-30T23:30:00Z"))).toEqual({ year: 2026, month: 12, day: 1 });
    expect(parisDate(new Date("2026-12-24T22:59:59Z"))).toEqual({ year: 2026, month: 12, day: 24 });
    expect(parisDate(new Date("2026-12-24T23:00:00Z"))).toEqual({ year: 2026, month: 12, day: 25 });
    expect(parisDate(new Date("2026-07-14T22:30:00Z"))).toEqual({ year: 2026, month: 7, day: 15 });
    expect(parisDate(new Date("2026-07-14T21:30:00Z"))).toEqual({ year: 2026, month: 7, day: 14 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it("writes times the French way", () => {
    expect(slotLabel(new Date("2026-11-23T06:00:00Z"), new Date("2026-11-23T08:00:00Z"))).toBe("7 h – 9 h");
    expect(slotLabel(new Date("2026-11-23T06:30:00Z"), new Date("2026-11-23T08:00:00Z"))).toBe("7 h 30 – 9 h");
  });

  it("names a slot with its day and window, one format everywhere", () => {
    expect(slotDayLabel(new Date("2026-11-28T09:00:00Z"), new Date("2026-11-28T11:00:00Z"))).toBe("samedi 28 novembre, 10 h – 12 h");
  });
});

describe("booking cut-off", () => {
  const startsAt = new Date("2026-11-23T16:00:00Z");

  it("closes an ordinary slot the perimeter's cut-off hours before it starts", () => {
    expect(bookingCutoff({ startsAt, isExpress: false }, 8).toISOString()).toBe("2026-11-23T08:00:00.000Z");
    expect(slotRefusal({ startsAt, isExpress: false }, 8, new Date("2026-11-23T07:59:00Z"))).toBeNull();
    expect(slotRefusal({ startsAt, isExpress: false }, 8, new Date("2026-11-23T08:00:00Z"))).toBe("closed");
  });

  it("keeps an express slot open until 90 minutes before it starts", () => {
    expect(bookingCutoff({ startsAt, isExpress: true }, 8).toISOString()).toBe("2026-11-23T14:30:00.000Z");
    expect(slotRefusal({ startsAt, isExpress: true }, 8, new Date("2026-11-23T14:00:00Z"))).toBeNull();
    expect(slotRefusal({ startsAt, isExpress: true }, 8, new Date("2026-11-23T14:31:00Z"))).toBe("closed");
  });

  it("refuses a slot that has started", () => {
    expect(slotRefusal({ startsAt, isExpress: true }, 0, new Date("2026-11-23T16:00:00Z"))).toBe("past");
  });
});

describe("hold expiry", () => {
  it("lasts 60 minutes", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(holdExpiry(now, new Date("2026-11-23T08:00:00Z")).toISOString()).toBe("2026-11-22T11:00:00.000Z");
  });

  it("never outlives the slot's cut-off", () => {
    const now = new Date("2026-11-23T07:30:00Z");
    expect(holdExpiry(now, new Date("2026-11-23T08:00:00Z")).toISOString()).toBe("2026-11-23T08:00:00.000Z");
  });

  it("is never renewed: choosing the slot again keeps the running hold's end (ADR 0060)", () => {
    const cutoff = new Date("2026-11-23T08:00:00Z");
    const firstEnd = holdExpiry(new Date("2026-11-22T10:00:00Z"), cutoff);
    expect(holdEnd(new Date("2026-11-22T10:01:01Z"), cutoff, firstEnd).toISOString()).toBe("2026-11-22T11:00:00.000Z");
    expect(holdEnd(new Date("2026-11-22T10:59:59Z"), cutoff, firstEnd).toISOString()).toBe("2026-11-22T11:00:00.000Z");
  });

  it("starts a new 60-minute hold when none is running", () => {
    const cutoff = new Date("2026-11-23T08:00:00Z");
    expect(holdEnd(new Date("2026-11-22T10:00:00Z"), cutoff, null).toISOString()).toBe("2026-11-22T11:00:00.000Z");
    expect(holdEnd(new Date("2026-11-22T11:00:00Z"), cutoff, new Date("2026-11-22T11:00:00Z")).toISOString()).toBe("2026-11-22T12:00:00.000Z");
  });
});

describe("a hold that ran out while the shopper was away (ADR 0117)", () => {
  const end = new Date("2026-11-30T13:32:00Z"); // 14 h 32 in Paris
  const after = new Date("2026-11-30T15:00:00Z");
  const hold = { kind: "hold" as const, expiresAt: end, releasedAt: null, slotPerimeterId: 1 };

  it("is told once its end has come, released by the sweep or not yet", () => {
    expect(holdRanOut(hold, 1, after)).toBe(true);
    expect(holdRanOut({ ...hold, releasedAt: new Date("2026-11-30T13:35:00Z") }, 1, after)).toBe(true);
    expect(holdRanOut({ ...hold, releasedAt: end }, 1, after)).toBe(true);
    expect(holdRanOut({ ...hold, kind: "reservation" }, 1, after)).toBe(true);
  });

  it("is not told while it runs, when it was given back early, for an order or in a zone the basket left", () => {
    expect(holdRanOut(hold, 1, new Date("2026-11-30T13:31:59Z"))).toBe(false);
    expect(holdRanOut({ ...hold, releasedAt: new Date("2026-11-30T13:00:00Z") }, 1, after)).toBe(false);
    expect(holdRanOut({ ...hold, kind: "order", expiresAt: null }, 1, after)).toBe(false);
    expect(holdRanOut(hold, 2, after)).toBe(false);
    expect(holdRanOut(null, 1, after)).toBe(false);
  });

  it("names the end by its time the same day, by its day afterwards, in French", () => {
    expect(ranOutEndLabel(end, after)).toBe("14 h 32");
    expect(ranOutEndLabel(end, new Date("2026-11-30T23:30:00Z"))).toBe("lundi 30 novembre à 14 h 32");
    expect(ranOutMessage("samedi 5 décembre, 10 h – 12 h", end, after)).toBe(
      "Votre créneau du samedi 5 décembre, 10 h – 12 h n'était réservé que jusqu'à 14 h 32 : il a été libéré. Choisissez un créneau à nouveau.",
    );
    expect(ranOutMessage("samedi 5 décembre, 10 h – 12 h", end, new Date("2026-12-01T07:00:00Z"))).toMatch(
      /que jusqu'au lundi 30 novembre à 14 h 32 : il a été libéré\./,
    );
  });
});
