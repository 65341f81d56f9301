// Builds perimeters, fee bands and postal codes from real communes (@etalab/decoupage-administratif,
// Licence Ouverte 2.0), read at seed time so a data update only needs a package upgrade.
import { createRequire } from "node:module";
import type { deliveryFeeBands, perimeters, postalCodes } from "../schema/perimeters.ts";
import { communeCoordinates } from "./commune-coordinates.ts";
import { PERIMETERS, type PerimeterSeed } from "./data/perimeters.ts";

type Commune = { code: string; nom: string; departement: string; type: string; codesPostaux?: string[] };
type Epci = { code: string; nom: string; membres: { code: string }[] };

export type PerimeterRow = typeof perimeters.$inferInsert & { id: number; code: string };
export type FeeBandRow = typeof deliveryFeeBands.$inferInsert;
export type PostalCodeRow = typeof postalCodes.$inferInsert;

export type Zones = {
  perimeters: PerimeterRow[];
  feeBands: FeeBandRow[];
  postalCodes: PostalCodeRow[];
  seeds: readonly (PerimeterSeed & { id: number })[];
};

const require = createRequire(import.meta.url);

function loadCommunes(): Commune[] {
  return (require("@etalab/decoupage-administratif/data/communes.json") as Commune[]).filter(
    (commune) => commune.type === "commune-actuelle",
  );
}

function loadEpci(): Epci[] {
  return require("@etalab/decoupage-administratif/data/epci.json") as Epci[];
}

export function buildZones(now: Date): Zones {
  const communes = loadCommunes();
  const communeByInsee = new Map(communes.map((commune) => [commune.code, commune]));
  let epci: Epci[] | undefined;

  const seeds = PERIMETERS.map((seed, index) => ({ ...seed, id: index + 1 }));
  if (seeds.filter((seed) => seed.isDefault).length !== 1) throw new Error("Exactly one perimeter must be the default");

  const perimeterRows: PerimeterRow[] = seeds.map((seed) => ({
    id: seed.id,
    code: seed.code,
    name: seed.name,
    warehouse: seed.warehouse,
    isDefault: seed.isDefault,
    minimumOrderCents: seed.minimumOrderCents,
    freeDeliveryThresholdCents: seed.freeDeliveryThresholdCents,
    expressFeeCents: seed.expressFeeCents,
    loyaltyRateBp: seed.loyaltyRateBp,
    cutoffHours: seed.cutoffHours,
    createdAt: now,
  }));

  const feeBands: FeeBandRow[] = seeds.flatMap((seed) => {
    if (seed.feeBands[0]?.minBasketCents !== 0)
      throw new Error(`Perimeter ${seed.code} needs a fee band starting at 0 €`);
    return seed.feeBands.map((band) => ({ perimeterId: seed.id, ...band }));
  });

  const postalRows: PostalCodeRow[] = [];
  // A (postal code, commune) pair belongs to one perimeter only, and a postal code should not be split
  // between two perimeters either, or the address check would be ambiguous: the first perimeter keeps it.
  const perimeterByPostalCode = new Map<string, number>();
  const seenPairs = new Set<string>();
  for (const seed of seeds) {
    let members: Commune[];
    if ("departements" in seed.communes) {
      const departements = new Set(seed.communes.departements);
      members = communes.filter((commune) => departements.has(commune.departement));
    } else {
      const siren = seed.communes.epciSiren;
      epci ??= loadEpci();
      const group = epci.find((candidate) => candidate.code === siren);
      if (!group) throw new Error(`EPCI ${siren} not found for perimeter ${seed.code}`);
      members = group.membres.map((member) => {
        const commune = communeByInsee.get(member.code);
        if (!commune) throw new Error(`Commune ${member.code} of EPCI ${siren} not found`);
        return commune;
      });
    }
    members.sort((a, b) => a.code.localeCompare(b.code));
    let count = 0;
    for (const commune of members) {
      for (const postalCode of [...(commune.codesPostaux ?? [])].sort()) {
        const key = `${postalCode}:${commune.code}`;
        const owner = perimeterByPostalCode.get(postalCode);
        if (seenPairs.has(key) || (owner !== undefined && owner !== seed.id)) continue;
        seenPairs.add(key);
        perimeterByPostalCode.set(postalCode, seed.id);
        const point = communeCoordinates(postalCode, commune.nom, commune.departement);
        postalRows.push({
          code: postalCode,
          inseeCode: commune.code,
          commune: commune.nom,
          departement: commune.departement,
          perimeterId: seed.id,
          latitude: point?.latitude ?? null,
          longitude: point?.longitude ?? null,
        });
        count += 1;
      }
    }
    if (count === 0) throw new Error(`Perimeter ${seed.code} has no postal code`);
  }

  return { perimeters: perimeterRows, feeBands, postalCodes: postalRows, seeds };
}
