import { describe, expect, it } from "vitest";
import { READABLE_ALPHABET, readableChars } from "./readable-code.ts";

describe("readableChars", () => {
  it("never uses characters that read alike", () => {
    const all = readableChars(READABLE_ALPHABET.length, (() => { let i = 0; return () => i++; })());
    expect(all).toBe(READABLE_ALPHABET);
    expect(all).not.toMatch(/[01ILO]/);
  });

  it("draws each character with the random source given", () => {
    expect(readableChars(4, () => 0)).toBe("2222");
    expect(readableChars(3, (n) => n - 1)).toBe("ZZZ");
  });
});
