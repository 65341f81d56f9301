import { describe, expect, it } from "vitest";
import type { DeliverableZone } from "@cabas/contracts";
import { communePath, findCommune } from "./find-commune.ts";

const zones: DeliverableZone[] = [
  {
    id: 1,
    code: "IDF-OUEST",
    name: "Île-de-France Ouest",
    departements: [
      {
        code: "92",
        name: "Hauts-de-Seine",
        slug: "hauts-de-seine",
        communes: [
          { name: "Boulogne-Billancourt", slug: "boulogne-billancourt", inseeCode: "92012", postalCodes: ["92100"] },
          { name: "Nanterre", slug: "nanterre", inseeCode: "92050", postalCodes: ["92000"] },
        ],
      },
    ],
  },
  {
    id: 2,
    code: "LYON",
    name: "Lyon",
    departements: [
      {
        code: "69",
        name: "Rhône",
        slug: "rhone",
        communes: [{ name: "Lyon", slug: "lyon", inseeCode: "69123", postalCodes: ["69001", "69002"] }],
      },
    ],
  },
];

describe("finding a delivered commune", () => {
  it("finds the commune, its département and its zone", () => {
    const match = findCommune(zones, "rhone", "lyon");
    expect(match?.zone.name).toBe("Lyon");
    expect(match?.departement.code).toBe("69");
    expect(match?.commune.postalCodes).toEqual(["69001", "69002"]);
  });

  it("needs both slugs to match the same département", () => {
    expect(findCommune(zones, "rhone", "nanterre")).toBeNull();
    expect(findCommune(zones, "paris", "lyon")).toBeNull();
  });

  it("builds the commune page path", () => {
    expect(communePath("hauts-de-seine", "nanterre")).toBe("/livraison/hauts-de-seine/nanterre");
  });
});
