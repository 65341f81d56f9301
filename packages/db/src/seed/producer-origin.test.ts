import { describe, expect, it } from "vitest";
import { producerOriginConflict } from "./producer-origin.ts";

const normandy = { region: "Normandie" };

describe("producerOriginConflict", () => {
  it("accepts the producer's region, a place in it and France", () => {
    expect(producerOriginConflict("Normandie, France", normandy)).toBeNull();
    expect(producerOriginConflict("Jura, France", { region: "Bourgogne-Franche-Comté" })).toBeNull();
    expect(producerOriginConflict("France", normandy)).toBeNull();
    expect(producerOriginConflict("Viande bovine née, élevée et abattue en France", normandy)).toBeNull();
    expect(producerOriginConflict("Pêché en Atlantique Nord-Est", { region: "Bretagne" })).toBeNull();
  });

  it("names a place in another region, another country or a place it does not know", () => {
    expect(producerOriginConflict("Val de Loire, France", normandy)).toMatch(/Centre-Val de Loire/);
    expect(producerOriginConflict("Landes, France", { region: "Hauts-de-France" })).toMatch(/Nouvelle-Aquitaine/);
    expect(producerOriginConflict("Brésil", normandy)).toMatch(/not in France/);
    expect(producerOriginConflict("Pays d'Auge, France", normandy)).toMatch(/REGION_OF_PLACE/);
  });
});
