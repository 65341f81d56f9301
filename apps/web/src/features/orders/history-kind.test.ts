import { describe, expect, it } from "vitest";
import { historyKind } from "./history-kind.ts";

describe("historyKind", () => {
  it("reads the two lists of /commande/historique, the orders in progress without a type", () => {
    expect(historyKind(undefined)).toBe("en_cours");
    expect(historyKind("en_cours")).toBe("en_cours");
    expect(historyKind("terminees")).toBe("terminees");
  });

  it("gives no list for an unknown type, never the orders in progress in its place", () => {
    expect(historyKind("xyz")).toBeNull();
    expect(historyKind("")).toBeNull();
    expect(historyKind(["terminees", "en_cours"])).toBeNull();
  });
});
