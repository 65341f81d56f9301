import { describe, expect, it } from "vitest";
import { decemberDay, frenchDayMonth, frenchLongDate, frenchLongDay, frenchTime, frenchWeekday, frenchWeekdayTime } from "./french-days.ts";

describe("frenchLongDay", () => {
  it("writes the day, the month in words and the year, with « 1er » on the first", () => {
    expect(frenchLongDay("2026-11-03")).toBe("3 novembre 2026");
    expect(frenchLongDay("2026-12-01")).toBe("1er décembre 2026");
    expect(frenchLongDay("2026-12-31")).toBe("31 décembre 2026");
  });

  it("keeps the day given whatever the machine's time zone (noon UTC is the same day everywhere in Europe)", () => {
    expect(frenchLongDay("2027-03-28")).toBe("28 mars 2027");
  });
});

describe("frenchLongDate", () => {
  it("writes an instant's day in Paris, with « 1er » on the first", () => {
    expect(frenchLongDate(new Date("2026-11-03T10:00:00Z"))).toBe("3 novembre 2026");
    expect(frenchLongDate(new Date("2026-11-30T23:30:00Z"))).toBe("1er décembre 2026");
    expect(frenchLongDate(new Date("2026-12-11T10:00:00Z"))).toBe("11 décembre 2026");
    expect(frenchLongDate(new Date("2027-06-30T22:30:00Z"))).toBe("1er juillet 2027");
  });
});

describe("days and times of an instant in Paris", () => {
  it("writes the day and month, the weekday, with « 1er » on the first", () => {
    expect(frenchDayMonth(new Date("2026-12-17T10:00:00Z"))).toBe("17 décembre");
    expect(frenchDayMonth(new Date("2026-11-30T23:30:00Z"))).toBe("1er décembre");
    expect(frenchWeekday(new Date("2026-11-25T12:00:00Z"))).toBe("mercredi 25 novembre");
    expect(frenchWeekday(new Date("2026-12-01T12:00:00Z"))).toBe("mardi 1er décembre");
    expect(frenchWeekday(new Date("2026-12-11T12:00:00Z"))).toBe("vendredi 11 décembre");
  });

  it("writes times with « h », minutes only when there are some, in Paris's summer and winter time", () => {
    expect(frenchTime(new Date("2026-11-23T13:32:00Z"))).toBe("14 h 32");
    expect(frenchTime(new Date("2026-11-23T06:00:00Z"))).toBe("7 h");
    expect(frenchTime(new Date("2026-11-23T23:05:00Z"))).toBe("0 h 05");
    expect(frenchTime(new Date("2027-07-01T12:00:00Z"))).toBe("14 h");
  });

  it("writes a deadline as its weekday, day and time", () => {
    expect(frenchWeekdayTime(new Date("2026-11-30T23:00:00Z"))).toBe("mardi 1er décembre à 0 h");
    expect(frenchWeekdayTime(new Date("2026-12-03T17:30:00Z"))).toBe("jeudi 3 décembre à 18 h 30");
  });
});

describe("decemberDay", () => {
  it("writes a door's day, with « 1er » on the first", () => {
    expect(decemberDay(1)).toBe("1er décembre");
    expect(decemberDay(5)).toBe("5 décembre");
    expect(decemberDay(24)).toBe("24 décembre");
  });
});
