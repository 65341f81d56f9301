// getFraisLivraison and getZonesLivrables: where Cabas delivers and what delivery costs.
import { createRequire } from "node:module";
import { asc, eq, inArray } from "drizzle-orm";
import { centsToEuros, getFraisLivraison, getZonesLivrables, type DeliverableZone } from "@cabas/contracts";
import { schema, slugify, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { unprocessable } from "../../http/app-error.ts";
import { wasClosed } from "../session/perimeter-lookup.ts";

const require = createRequire(import.meta.url);
const departementNames = new Map<string, string>(
  (require("@etalab/decoupage-administratif/data/departements.json") as { code: string; nom: string }[]).map((d) => [
    d.code,
    d.nom,
  ]),
);

async function perimeterIdsFor(db: Database, input: { id_perimetre?: number | undefined; cp?: string | undefined }) {
  if (input.cp) {
    const rows = await db
      .selectDistinct({ id: schema.postalCodes.perimeterId })
      .from(schema.postalCodes)
      .where(eq(schema.postalCodes.code, input.cp));
    if (rows.length === 0) {
      const message = (await wasClosed(db, input.cp))
        ? `Cabas ne livre plus le code postal ${input.cp} pour le moment.`
        : `Cabas ne livre pas encore le code postal ${input.cp}.`;
      throw unprocessable(message, { code_postal: input.cp });
    }
    return rows.map((r) => r.id);
  }
  if (input.id_perimetre !== undefined) return [input.id_perimetre];
  return null;
}

export const getFraisLivraisonCall = implement(getFraisLivraison, async ({ db, input }) => {
  const ids = await perimeterIdsFor(db, input);
  const perimeters = await db
    .select()
    .from(schema.perimeters)
    .where(ids ? inArray(schema.perimeters.id, ids) : undefined)
    .orderBy(asc(schema.perimeters.id));
  if (ids && perimeters.length === 0) throw unprocessable("Ce périmètre de livraison n'existe pas.");
  const bands = await db
    .select()
    .from(schema.deliveryFeeBands)
    .where(inArray(schema.deliveryFeeBands.perimeterId, perimeters.map((p) => p.id).concat(-1)))
    .orderBy(asc(schema.deliveryFeeBands.minBasketCents));
  return {
    perimetres: perimeters.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      minimum: centsToEuros(p.minimumOrderCents),
      freeDeliveryFrom: p.freeDeliveryThresholdCents === null ? null : centsToEuros(p.freeDeliveryThresholdCents),
      express: centsToEuros(p.expressFeeCents),
      bands: bands
        .filter((b) => b.perimeterId === p.id)
        .map((b) => ({ min: centsToEuros(b.minBasketCents), fee: centsToEuros(b.feeCents), label: b.label })),
    })),
  };
});

export const getZonesLivrablesCall = implement(getZonesLivrables, async ({ db }) => {
  const perimeters = await db.select().from(schema.perimeters).orderBy(asc(schema.perimeters.id));
  const codes = await db
    .select()
    .from(schema.postalCodes)
    .orderBy(asc(schema.postalCodes.departement), asc(schema.postalCodes.commune), asc(schema.postalCodes.code));
  const zones: DeliverableZone[] = perimeters.map((p) => ({ id: p.id, code: p.code, name: p.name, departements: [] }));
  const zoneById = new Map(zones.map((z) => [z.id, z]));
  for (const row of codes) {
    const zone = zoneById.get(row.perimeterId);
    if (!zone) continue;
    let departement = zone.departements.find((d) => d.code === row.departement);
    if (!departement) {
      const name = departementNames.get(row.departement) ?? row.departement;
      departement = { code: row.departement, name, slug: `${slugify(name)}-${row.departement}`, communes: [] };
      zone.departements.push(departement);
    }
    let commune = departement.communes.find((c) => c.inseeCode === row.inseeCode);
    if (!commune) {
      commune = { name: row.commune, slug: slugify(row.commune), inseeCode: row.inseeCode, postalCodes: [] };
      departement.communes.push(commune);
    }
    commune.postalCodes.push(row.code);
  }
  return { zones };
});
