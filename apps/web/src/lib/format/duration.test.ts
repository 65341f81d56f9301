import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration.ts";

const plain = (text: string) => text.replace(/\u00A0/g, " ");

describe("a recipe's durations", () => {
  it("keeps minutes under an hour, and writes hours as a French cook does", () => {
    expect(plain(formatDuration(45))).toBe("45 min");
    expect(plain(formatDuration(60))).toBe("1 h");
    expect(plain(formatDuration(180))).toBe("3 h");
    expect(plain(formatDuration(210))).toBe("3 h 30");
    expect(plain(formatDuration(65))).toBe("1 h 05");
  });

  it("holds each number to its unit, so a line never breaks between them", () => {
    expect(formatDuration(210)).toBe("3\u00A0h\u00A030");
    expect(formatDuration(5)).toBe("5\u00A0min");
  });

  it("never writes a negative or fractional duration", () => {
    expect(plain(formatDuration(-3))).toBe("0 min");
    expect(plain(formatDuration(89.6))).toBe("1 h 30");
  });
});
