import { describe, expect, it } from "vitest";
import { doorAccessLine, floorText } from "./address-lines.ts";

describe("the courier's access line", () => {
  it("writes a floor once, whether typed as a number, with its side, or in words", () => {
    expect(floorText("3")).toBe("Étage 3");
    expect(floorText("3e gauche")).toBe("Étage 3e gauche");
    expect(floorText("3e étage")).toBe("3e étage");
    expect(floorText("rez-de-chaussée")).toBe("Rez-de-chaussée");
  });
  it("joins door code, floor, lift and intercom as the address book, the recap and the order's page show them", () => {
    expect(doorAccessLine({ doorCode: "4521B", floor: "3", hasLift: true, intercom: "Bernard" })).toBe("Digicode 4521B · Étage 3 · ascenseur · Interphone Bernard");
    expect(doorAccessLine({ doorCode: " ", floor: null, hasLift: false, intercom: "" })).toBe("");
  });
});
