import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { memoiseT } from "./memoise-t.ts";

const plainT = async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: "fr",
    resources: {
      fr: {
        common: {
          hello: "Bonjour",
          greet: "Bonjour {{name}}",
          items_one: "{{count}} article",
          items_other: "{{count}} articles",
          nested: { title: "Titre" },
        },
      },
    },
    ns: ["common"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT("fr", "common");
};

describe("memoised translations", () => {
  it("answer exactly what i18next answers, options included", async () => {
    const t = await plainT();
    const fast = memoiseT(t);
    const cases: [string, Record<string, unknown>?][] = [
      ["hello"],
      ["greet", { name: "Anne" }],
      ["greet", { name: "Paul" }],
      ["items", { count: 1 }],
      ["items", { count: 3 }],
      ["nested.title"],
      ["inconnue"],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [key, options] of cases) expect(fast(key, options)).toBe(t(key, options));
    }
  });

  it("stays bounded", async () => {
    const t = await plainT();
    const fast = memoiseT(t, 2);
    expect(fast("greet", { name: "A" })).toBe("Bonjour A");
    expect(fast("greet", { name: "B" })).toBe("Bonjour B");
    expect(fast("greet", { name: "C" })).toBe("Bonjour C");
    expect(fast("greet", { name: "A" })).toBe("Bonjour A");
  });
});
