import { describe, expect, it } from "vitest";
import { decodeFormText, withBracketKeysFolded } from "./form-decoding.ts";

describe("withBracketKeysFolded", () => {
  it("reads a PHP form's `ids[]` as `ids`, adding up both spellings, and leaves other fields as they are", () => {
    expect(withBracketKeysFolded({ "ids[]": ["1", "2"], merge_type: "0" })).toEqual({ ids: ["1", "2"], merge_type: "0" });
    expect(withBracketKeysFolded({ "ids[]": "3" })).toEqual({ ids: ["3"] });
    expect(withBracketKeysFolded({ ids: "1", "ids[]": ["2"] })).toEqual({ ids: ["1", "2"] });
    expect(withBracketKeysFolded({ ids: ["1"], "[]": "x" })).toEqual({ ids: ["1"], "[]": "x" });
  });

  it("is applied to the text as decoded", () => {
    expect({ ...decodeFormText("ids%5B%5D=4&ids[]=5&list_name=Tout+compris") }).toEqual({ ids: ["4", "5"], list_name: "Tout compris" });
  });
});
