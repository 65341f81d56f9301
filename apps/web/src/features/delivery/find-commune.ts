// Finds a commune of the deliverable zones by its département and commune slugs (/livraison/{a}/{b}).
import type { DeliverableZone } from "@cabas/contracts";

type Departement = DeliverableZone["departements"][number];
type Commune = Departement["communes"][number];

export type CommuneMatch = { zone: DeliverableZone; departement: Departement; commune: Commune };

export const communePath = (departementSlug: string, communeSlug: string): string =>
  `/livraison/${departementSlug}/${communeSlug}`;

export const findCommune = (
  zones: readonly DeliverableZone[],
  departementSlug: string,
  communeSlug: string,
): CommuneMatch | null => {
  for (const zone of zones) {
    for (const departement of zone.departements) {
      if (departement.slug !== departementSlug) continue;
      const commune = departement.communes.find((c) => c.slug === communeSlug);
      if (commune) return { zone, departement, commune };
    }
  }
  return null;
};
