import { describe, expect, it } from "vitest";
import { linkedChoice } from "./linked-choice.ts";

describe("linkedChoice", () => {
  it("links a group with nothing chosen to its first radio", () => {
    expect(linkedChoice(["Mme", "M."], "")).toBe("Mme");
    expect(linkedChoice(["Mme", "M."], undefined)).toBe("Mme");
  });

  it("links a group to the radio checked in it", () => {
    expect(linkedChoice(["Mme", "M."], "M.")).toBe("M.");
  });

  it("links to the first radio when the value is none of the choices", () => {
    expect(linkedChoice(["1", "2", "3"], "9")).toBe("1");
    expect(linkedChoice([], "1")).toBeUndefined();
  });
});
