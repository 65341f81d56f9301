// Nearest served place to a visitor's coordinates (geoloc): great-circle distance, plain and fast enough for the
// few hundred postal codes Cabas delivers.

export type Place = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres. */
export function distanceKm(a: Place, b: Place): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Beyond this distance the visitor is not "near" any served commune: we say so instead of guessing. */
export const GEOLOC_MAX_DISTANCE_KM = 25;

/** The closest place and its distance, or null when none is within `maxKm`. Ties keep the first place given. */
export function nearestPlace<T extends Place>(
  places: readonly T[],
  origin: Place,
  maxKm = GEOLOC_MAX_DISTANCE_KM,
): { place: T; distanceKm: number } | null {
  let best: { place: T; distanceKm: number } | null = null;
  for (const place of places) {
    const d = distanceKm(origin, place);
    if (d <= maxKm && (best === null || d < best.distanceKm)) best = { place, distanceKm: d };
  }
  return best;
}
