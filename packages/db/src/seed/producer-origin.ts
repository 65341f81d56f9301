// Whether a product's origin agrees with the partner producer it is linked to (INCO: the origin shown must be true,
// and a producer's page lists the products that come from its farm).
import { isFrenchOrigin } from "./variant-facts.ts";

// The places the catalogue's origins name, by the region (as of 2016, as producers state theirs) they lie in.
// A place missing here is reported, never guessed: add it with its region.
const REGION_OF_PLACE: Readonly<Record<string, string>> = {
  Ardèche: "Auvergne-Rhône-Alpes",
  Auvergne: "Auvergne-Rhône-Alpes",
  "Charente-Maritime": "Nouvelle-Aquitaine",
  "Côtes-d'Armor": "Bretagne",
  Gard: "Occitanie",
  Jura: "Bourgogne-Franche-Comté",
  Landes: "Nouvelle-Aquitaine",
  "Saint-Émilion": "Nouvelle-Aquitaine",
  Sarthe: "Pays de la Loire",
  "Val de Loire": "Centre-Val de Loire",
  "Vallée du Rhône": "Auvergne-Rhône-Alpes",
  Vendée: "Pays de la Loire",
};

// Fish take the area they were caught in (« Pêché en Atlantique Nord-Est »), which says nothing of the port.
const CATCH_AREA = /^Pêchée?s? en /u;

/** Why `origin` contradicts a producer of `region`, or null when it agrees (the producer's region, a place in it, or just « France »). */
export function producerOriginConflict(origin: string | null, producer: { region: string }): string | null {
  if (origin === null || CATCH_AREA.test(origin)) return null;
  if (!isFrenchOrigin(origin)) return `« ${origin} » is not in France, where the producer is`;
  const place = /^(.+),\s*France$/u.exec(origin)?.[1]?.trim();
  // « France », « Porc né, élevé et abattu en France »: true of every French producer.
  if (!place) return null;
  const region = place === producer.region ? place : REGION_OF_PLACE[place];
  if (!region) return `« ${place} » has no known region: add it to REGION_OF_PLACE`;
  return region === producer.region ? null : `« ${place} » is in ${region}, the producer in ${producer.region}`;
}
