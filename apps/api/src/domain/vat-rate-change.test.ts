import { describe, expect, it } from "vitest";
import { decideVatRateChange, rateDue, vatChangeDate, vatRateText, type RecordedVatChange } from "./vat-rate-change.ts";

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
