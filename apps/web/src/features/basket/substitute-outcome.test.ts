import { describe, expect, it } from "vitest";
import { replacedNote, withRefusal, withReplaced, type SubstituteOutcomes } from "./substitute-outcome.ts";

const none: SubstituteOutcomes = new Map();

describe("withReplaced", () => {
  it("records the substitute of one product, leaving the others and the map it was given", () => {
    const refused = withRefusal(none, 7, "« Edam » est en rupture de stock à votre adresse.");
    const after = withReplaced(refused, 3, "Edam");
    expect(after.get(3)).toEqual({ kind: "replaced", by: "Edam" });
    expect(after.get(7)?.kind).toBe("refused");
    expect(refused.has(3)).toBe(false);
  });

  it("replaces a refusal of the same product: the second choice went through", () => {
    const after = withReplaced(withRefusal(none, 3, "Refusé."), 3, "Mimolette");
    expect(after.get(3)).toEqual({ kind: "replaced", by: "Mimolette" });
  });
});

describe("withRefusal", () => {
  it("counts the refusals of a product, so the same words are said again", () => {
    const once = withRefusal(none, 3, "« Edam » est en rupture de stock à votre adresse.");
    const twice = withRefusal(once, 3, "« Edam » est en rupture de stock à votre adresse.");
    expect(once.get(3)).toEqual({
      kind: "refused",
      message: "« Edam » est en rupture de stock à votre adresse.",
      attempt: 1,
    });
    expect(twice.get(3)).toEqual({
      kind: "refused",
      message: "« Edam » est en rupture de stock à votre adresse.",
      attempt: 2,
    });
  });

  it("does not undo a replacement (a second press answered after the first)", () => {
    const replaced = withReplaced(none, 3, "Edam");
    expect(withRefusal(replaced, 3, "Ce produit n'est pas dans votre panier.")).toBe(replaced);
  });
});

describe("replacedNote", () => {
  it("names the substitute in French quotation marks", () => {
    expect(replacedNote("Edam en tranches")).toBe("Remplacé par « Edam en tranches ».");
  });

  it("says it without a name when none is known", () => {
    expect(replacedNote(" ")).toBe("Remplacé par un produit équivalent.");
  });
});
