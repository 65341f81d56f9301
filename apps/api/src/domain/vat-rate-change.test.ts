import { describe, expect, it } from "vitest";
import {
  decideVatRateChange,
  decideVatSchedule,
  pendingChange,
  rateDue,
  vatChangeDate,
  vatRateAt,
  vatRateText,
  vatScheduleStart,
  type DatedVatChange,
  type RecordedVatChange,
} from "./vat-rate-change.ts";

const NBSP = "\u00A0";
const day = (d: number) => new Date(Date.UTC(2026, 11, d, 10));
let ids = 0;
const change = (d: number, before: number, after: number, nature: RecordedVatChange["nature"]): RecordedVatChange => ({ id: ++ids, at: day(d), rateBeforeBp: before, rateAfterBp: after, nature });
/** An invoice of the series frozen at delivery (ADR 0068), issued on day `d` at `rate`. */
const frozen = (d: number, rate: number) => ({ invoicedRateBp: rate, invoiceNumber: "F2026-000042", orderId: 10000004, issuedAt: day(d) });
/** An invoice of the series before ADR 0068 (« F2026-<order> »), printed at its aisle's rate. */
const aisle = (d: number, rate: number) => ({ invoicedRateBp: rate, invoiceNumber: "F2026-10000004", orderId: 10000004, issuedAt: day(d) });

describe("decideVatRateChange", () => {
  it("refuses a rate read before a colleague changed it, and the rate the product already has", () => {
    expect(decideVatRateChange({ seenBp: 550, newBp: 2000 }, 550, "Calissons")).toEqual({ ok: true });
    expect(decideVatRateChange({ seenBp: 550, newBp: 2000 }, 1000, "Calissons")).toEqual({
      ok: false,
      kind: "changed",
      message: `Le taux de « Calissons » a changé depuis votre lecture : il est maintenant de 10${NBSP}%. Vérifiez-le avant de le changer.`,
    });
    expect(decideVatRateChange({ seenBp: 2000, newBp: 2000 }, 2000, "Calissons")).toMatchObject({ ok: false, kind: "same" });
  });

  it("says a rate as French does", () => {
    expect([2000, 1000, 550, 210].map(vatRateText)).toEqual([`20${NBSP}%`, `10${NBSP}%`, `5,5${NBSP}%`, `2,1${NBSP}%`]);
  });
});

describe("rateDue", () => {
  it("rectifies an invoice frozen at a rate corrected since as an error, not one frozen after the correction", () => {
    const changes = [change(5, 550, 2000, "correction")];
    expect(rateDue(frozen(3, 550), 2000, changes)).toBe(2000);
    expect(rateDue(frozen(6, 2000), 2000, changes)).toBe(2000);
  });

  it("keeps an invoice issued before a change of the law at the rate it printed", () => {
    expect(rateDue(frozen(3, 550), 1000, [change(5, 550, 1000, "loi")])).toBe(550);
  });

  it("reads corrections up to the first change of the law only", () => {
    // Wrong at 5,5 %, corrected to 20 %; the law later lowers it to 10 %, a rate then corrected to 2,1 %.
    const changes = [change(5, 550, 2000, "correction"), change(8, 2000, 1000, "loi"), change(9, 1000, 210, "correction")];
    expect(rateDue(frozen(3, 550), 210, changes)).toBe(2000);
    // Issued under the new law (at its very instant) at its misread rate: the correction after it applies.
    expect(rateDue(frozen(8, 1000), 210, changes)).toBe(210);
  });

  it("takes the last of several corrections, and none when they come back to the rate printed", () => {
    expect(rateDue(frozen(3, 550), 1000, [change(5, 550, 2000, "correction"), change(6, 2000, 1000, "correction")])).toBe(1000);
    expect(rateDue(frozen(3, 2000), 2000, [change(5, 2000, 550, "correction"), change(6, 550, 2000, "correction")])).toBe(2000);
  });

  it("never rectifies an invoice frozen at delivery when no correction was recorded (a rate changed in the database)", () => {
    expect(rateDue(frozen(3, 550), 2000, [])).toBe(550);
  });

  it("reads an invoice of the series before ADR 0068 against the product's rate, or the rate before the law changed it", () => {
    expect(rateDue(aisle(1, 550), 2000, [])).toBe(2000);
    expect(rateDue(aisle(1, 2000), 1000, [change(5, 550, 1000, "loi")])).toBe(550);
    expect(rateDue(aisle(1, 550), 1000, [change(5, 2000, 1000, "correction")])).toBe(1000);
  });

  it("counts a change at the invoice's very instant as after it", () => {
    expect(rateDue(frozen(5, 550), 2000, [change(5, 550, 2000, "correction")])).toBe(2000);
  });
});

describe("vatChangeDate", () => {
  it("dates a change after the last invoice that could print the old rate", () => {
    expect(vatChangeDate(day(5), null)).toEqual(day(5));
    expect(vatChangeDate(day(5), day(4))).toEqual(day(5));
    expect(vatChangeDate(day(5), day(6))).toEqual(day(6));
  });
});

describe("vatScheduleStart: a scheduled day begins at 00:00 in Paris", () => {
  it("is 23:00 UTC the day before in winter and 22:00 UTC in summer, across both changes of the clock", () => {
    expect(vatScheduleStart("2027-01-01").toISOString()).toBe("2026-12-31T23:00:00.000Z");
    // The clocks go forward at 02:00 on 28 March 2027: that day's midnight is still winter time, the next day's summer.
    expect(vatScheduleStart("2027-03-28").toISOString()).toBe("2027-03-27T23:00:00.000Z");
    expect(vatScheduleStart("2027-03-29").toISOString()).toBe("2027-03-28T22:00:00.000Z");
    // And back at 03:00 on 31 October 2027.
    expect(vatScheduleStart("2027-10-31").toISOString()).toBe("2027-10-30T22:00:00.000Z");
    expect(vatScheduleStart("2027-11-01").toISOString()).toBe("2027-10-31T23:00:00.000Z");
  });
});

describe("vatRateAt: a product's rate read by date", () => {
  const recorded = new Date("2026-12-02T10:00:00Z");
  const law = (day: string, after: number, extra: Partial<DatedVatChange> = {}): DatedVatChange => ({
    changedAt: recorded,
    effectiveFrom: vatScheduleStart(day),
    cancelledAt: null,
    rateAfterBp: after,
    ...extra,
  });

  it("keeps the current rate until the Paris midnight of the day, and the new one from that instant", () => {
    const changes = [law("2027-01-01", 1000)];
    expect(vatRateAt(550, changes, new Date("2026-12-31T12:00:00Z"))).toBe(550);
    // 23:59:59 in Paris on 31 December is 22:59:59 UTC: still the day before.
    expect(vatRateAt(550, changes, new Date("2026-12-31T22:59:59.999Z"))).toBe(550);
    expect(vatRateAt(550, changes, new Date("2026-12-31T23:00:00Z"))).toBe(1000);
    expect(vatRateAt(550, changes, new Date("2027-06-01T12:00:00Z"))).toBe(1000);
  });

  it("counts a summer day from 22:00 UTC the evening before", () => {
    const changes = [law("2027-07-01", 2000)];
    expect(vatRateAt(550, changes, new Date("2027-06-30T21:59:59Z"))).toBe(550);
    expect(vatRateAt(550, changes, new Date("2027-06-30T22:00:00Z"))).toBe(2000);
  });

  it("ignores a cancelled change, and one replaced by a change made at once after its date", () => {
    expect(vatRateAt(550, [law("2027-01-01", 1000, { cancelledAt: new Date("2026-12-20T10:00:00Z") })], new Date("2027-02-01T00:00:00Z"))).toBe(550);
    const replaced = [law("2027-01-01", 1000), { changedAt: new Date("2027-01-15T10:00:00Z"), effectiveFrom: null, cancelledAt: null, rateAfterBp: 2000 }];
    // The product's row holds the rate set at once on 15 January.
    expect(vatRateAt(2000, replaced, new Date("2027-02-01T00:00:00Z"))).toBe(2000);
  });

  it("still applies a scheduled change after a correction made at once before its date", () => {
    const changes = [law("2027-01-01", 1000), { changedAt: new Date("2026-12-10T10:00:00Z"), effectiveFrom: null, cancelledAt: null, rateAfterBp: 2000 }];
    expect(vatRateAt(2000, changes, new Date("2026-12-20T10:00:00Z"))).toBe(2000);
    expect(vatRateAt(2000, changes, new Date("2027-01-02T10:00:00Z"))).toBe(1000);
  });

  it("takes the latest of two changes already in force, and finds the one still to come", () => {
    const changes = [law("2027-01-01", 1000, { changedAt: new Date("2026-11-01T10:00:00Z") }), law("2027-07-01", 2000, { changedAt: new Date("2027-02-01T10:00:00Z") })];
    expect(vatRateAt(550, changes, new Date("2027-03-01T10:00:00Z"))).toBe(1000);
    expect(vatRateAt(550, changes, new Date("2027-08-01T10:00:00Z"))).toBe(2000);
    expect(pendingChange(changes, new Date("2027-03-01T10:00:00Z"))?.rateAfterBp).toBe(2000);
    expect(pendingChange(changes, new Date("2027-08-01T10:00:00Z"))).toBeUndefined();
  });
});

describe("decideVatSchedule", () => {
  const now = new Date("2026-12-02T10:00:00Z");
  const state = { currentBp: 550, pending: undefined, now };
  const decide = (day: string, extra: Partial<{ seenBp: number; newBp: number }> = {}, s: Parameters<typeof decideVatSchedule>[1] = state) =>
    decideVatSchedule({ seenBp: 550, newBp: 1000, day, ...extra }, s, "Farine");

  it("accepts tomorrow to two years ahead, at Paris midnight", () => {
    expect(decide("2026-12-03")).toEqual({ ok: true, effectiveFrom: new Date("2026-12-02T23:00:00Z") });
    expect(decide("2028-12-02")).toMatchObject({ ok: true });
  });

  it("refuses today, a past day, beyond two years, the rate in force, a rate read before a colleague's, and a second scheduled change", () => {
    expect(decide("2026-12-02")).toMatchObject({ ok: false, kind: "refused", message: expect.stringContaining("postérieure à aujourd'hui") });
    expect(decide("2026-11-30")).toMatchObject({ ok: false, kind: "refused" });
    expect(decide("2028-12-03")).toEqual({ ok: false, kind: "refused", message: "La date d'effet ne peut pas dépasser le 2 décembre 2028 (deux ans)." });
    expect(decide("2027-01-01", { newBp: 550 })).toMatchObject({ ok: false, kind: "refused", message: `« Farine » est déjà à 5,5${NBSP}% : choisissez un autre taux.` });
    expect(decide("2027-01-01", { seenBp: 2000 })).toMatchObject({ ok: false, kind: "changed" });
    const pending = { ...state, pending: { effectiveFrom: vatScheduleStart("2027-01-01"), rateAfterBp: 2000 } };
    expect(decide("2027-07-01", {}, pending)).toEqual({
      ok: false,
      kind: "refused",
      message: `Un changement de « Farine » à 20${NBSP}% est déjà programmé au 1er janvier 2027 : annulez-le avant d'en programmer un autre.`,
    });
  });

  it("reads today in Paris: at 23:30 UTC on 2 December it is already the 3rd, so the 3rd is refused", () => {
    expect(decide("2026-12-03", {}, { ...state, now: new Date("2026-12-02T23:30:00Z") })).toMatchObject({ ok: false, kind: "refused" });
  });
});
