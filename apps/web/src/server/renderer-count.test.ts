import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_RENDERERS, rendererCount } from "./renderer-count.ts";

describe("rendererCount", () => {
  it("gives every core but one a renderer by default, within the default ceiling", () => {
    expect(rendererCount(undefined, 1)).toBe(1);
    // The reference machine: the server renders in its own process.
    expect(rendererCount(undefined, 2)).toBe(1);
    expect(rendererCount("", 3)).toBe(2);
    expect(rendererCount(undefined, 5)).toBe(4);
    expect(rendererCount("  ", 64)).toBe(DEFAULT_MAX_RENDERERS);
    // A container whose quota reports no whole core still gets one.
    expect(rendererCount(undefined, 0)).toBe(1);
  });

  it("takes the setting when it is a whole number of processes", () => {
    expect(rendererCount("1", 8)).toBe(1);
    expect(rendererCount(" 6 ", 2)).toBe(6);
    expect(rendererCount("32", 2)).toBe(32);
  });

  it("refuses any other setting, in French, naming it", () => {
    for (const setting of ["0", "-1", "2.5", "deux", "1e2", "33", "0x2"]) {
      expect(() => rendererCount(setting, 2)).toThrow(`« ${setting} » n'est pas un nombre de processus de rendu entre 1 et 32`);
    }
  });
});
