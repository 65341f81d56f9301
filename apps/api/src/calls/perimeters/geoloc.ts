// geoloc: the visitor's coordinates (from the browser, with their consent) → the nearest postal code Cabas delivers.
import { isNotNull } from "drizzle-orm";
import { geoloc } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { unprocessable } from "../../http/app-error.ts";
import { GEOLOC_MAX_DISTANCE_KM, nearestPlace } from "../../domain/nearest-place.ts";

export const geolocCall = implement(geoloc, async ({ db, input }) => {
  const rows = await db
    .select({
      code: schema.postalCodes.code,
      commune: schema.postalCodes.commune,
      perimeterId: schema.postalCodes.perimeterId,
      latitude: schema.postalCodes.latitude,
      longitude: schema.postalCodes.longitude,
    })
    .from(schema.postalCodes)
    .where(isNotNull(schema.postalCodes.latitude))
    .orderBy(schema.postalCodes.code, schema.postalCodes.inseeCode);
  const places = rows.flatMap((row) =>
    row.latitude !== null && row.longitude !== null ? [{ ...row, latitude: row.latitude, longitude: row.longitude }] : [],
  );
  const found = nearestPlace(places, { latitude: input.lat, longitude: input.lng });
  if (!found) {
    throw unprocessable(
      `Cabas ne livre pas encore autour de vous : aucune commune desservie à moins de ${GEOLOC_MAX_DISTANCE_KM} km. Saisissez votre code postal pour vérifier.`,
    );
  }
  return {
    code_postal: found.place.code,
    commune: found.place.commune,
    id_perimetre: found.place.perimeterId,
    distanceKm: Math.round(found.distanceKm * 10) / 10,
  };
});
