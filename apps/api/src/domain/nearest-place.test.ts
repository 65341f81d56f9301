import { describe, expect, it } from "vitest";
import { distanceKm, nearestPlace } from "./nearest-place.ts";

const louvre = { code: "75001", latitude: 48.8592, longitude: 2.3417 };
const vaugirard = { code: "75015", latitude: 48.8412, longitude: 2.3003 };
const lille = { code: "59000", latitude: 50.63391, longitude: 3.05512 };

describe("distance", () => {
  it("measures Paris to Lille at about 204 km, and zero from a place to itself", () => {
    expect(distanceKm(louvre, lille)).toBeGreaterThan(200);
    expect(distanceKm(louvre, lille)).toBeLessThan(210);
    expect(distanceKm(louvre, louvre)).toBe(0);
  });
});

describe("nearest place", () => {
  it("picks the closest served place", () => {
    const eiffelTower = { latitude: 48.8584, longitude: 2.2945 };
    expect(nearestPlace([louvre, vaugirard, lille], eiffelTower)?.place.code).toBe("75015");
  });

  it("finds nothing when every place is beyond the limit", () => {
    const marseille = { latitude: 43.2965, longitude: 5.3698 };
    expect(nearestPlace([louvre, vaugirard, lille], marseille)).toBeNull();
  });

  it("finds nothing in an empty list", () => {
    expect(nearestPlace([], { latitude: 0, longitude: 0 })).toBeNull();
  });
});
