import { describe, expect, it } from "vitest";
import { z } from "zod";
import { tickedCheckbox } from "./checkbox.ts";

const form = z.object({ confirmation: tickedCheckbox("Cochez la case.") });

describe("tickedCheckbox", () => {
  it("accepts what a ticked box sends: our value 1, a browser's on, and JSON's true or 1", () => {
    for (const confirmation of ["1", "on", "true", true, 1]) expect(form.parse({ confirmation })).toEqual({ confirmation: true });
  });

  it("refuses an unticked or missing box with the field's French message", () => {
    for (const payload of [{}, { confirmation: "0" }, { confirmation: "" }, { confirmation: false }, { confirmation: "off" }, { confirmation: 2 }]) {
      const result = form.safeParse(payload);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toMatchObject([{ path: ["confirmation"], message: "Cochez la case." }]);
    }
  });
});
