// Opening a postal code in a perimeter (npm run zones and the zones screen, ADR 0096): its communes are added to
// the perimeter and, in the same transaction, the job that tells the people waiting for it is queued (ADR 0038).
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { readCurrentCommunes, type EtalabCommune } from "../../domain/postal-code.ts";
import { communeCoordinates } from "@cabas/db/seed";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { ZONE_OPENED_JOB } from "./zone-alert-jobs.ts";

export type CommuneOfCode = { inseeCode: string; name: string; departement: string };

let communesByPostalCode: Map<string, CommuneOfCode[]> | undefined;

/** The current communes a postal code serves, from @etalab/decoupage-administratif; none for a code that does not exist. */
export function communesOfPostalCode(postalCode: string): CommuneOfCode[] {
  // Indexed once: the zones screen asks it for every postal code waited for.
  communesByPostalCode ??= indexByPostalCode(readCurrentCommunes());
  return communesByPostalCode.get(postalCode) ?? [];
}

function indexByPostalCode(all: EtalabCommune[]): Map<string, CommuneOfCode[]> {
  const index = new Map<string, CommuneOfCode[]>();
  for (const c of all) {
    for (const code of new Set(c.codesPostaux ?? [])) {
      const list = index.get(code) ?? [];
      list.push({ inseeCode: c.code, name: c.nom, departement: c.departement });
      index.set(code, list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => a.inseeCode.localeCompare(b.inseeCode));
  return index;
}

/** Held until the transaction ends: one opening or closing of a postal code at a time. */
export async function postalCodeLock(tx: Database, postalCode: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`postal-code-opening:${postalCode}`}))`);
}

export type ZoneOpening = {
  postalCode: string;
  perimeter: { id: number; name: string };
  communes: string[];
  /** Communes added now: 0 when the code was already open in this perimeter. */
  added: number;
  /** People waiting for this code, told by the queued job. */
  waiting: number;
  jobQueued: boolean;
};

/** `perimeter` is its id or its code (« paris »). */
export async function openPostalCode(
  db: Database,
  postalCode: string,
  perimeter: string,
  now: Date,
  openedByUserId: number | null = null,
): Promise<ZoneOpening> {
  if (!/^[0-9]{5}$/.test(postalCode)) throw unprocessable("Le code postal doit compter 5 chiffres.");
  const byId = /^[0-9]+$/.test(perimeter);
  const [target] = await db
    .select({ id: schema.perimeters.id, name: schema.perimeters.name })
    .from(schema.perimeters)
    .where(byId ? eq(schema.perimeters.id, Number(perimeter)) : eq(schema.perimeters.code, perimeter));
  if (!target) throw notFound(`Le périmètre « ${perimeter} » n'existe pas.`);
  const places = communesOfPostalCode(postalCode);
  if (places.length === 0) throw unprocessable(`Le code postal ${postalCode} n'existe pas : aucune commune ne l'a.`);

  return db.transaction(async (tx) => {
    // One opening of a postal code at a time: two staff opening it into two perimeters at once would both pass the
    // check below, and the second would be told its perimeter delivers it while the first's does.
    await postalCodeLock(tx, postalCode);
    // A postal code belongs to one perimeter only, or the address check would be ambiguous.
    const [other] = await tx
      .select({ name: schema.perimeters.name })
      .from(schema.postalCodes)
      .innerJoin(schema.perimeters, eq(schema.perimeters.id, schema.postalCodes.perimeterId))
      .where(and(eq(schema.postalCodes.code, postalCode), ne(schema.postalCodes.perimeterId, target.id)))
      .limit(1);
    if (other) throw conflict(`Le ${postalCode} est déjà livré par le périmètre « ${other.name} ».`);
    const inserted = await tx
      .insert(schema.postalCodes)
      .values(
        places.map((place) => {
          const point = communeCoordinates(postalCode, place.name, place.departement);
          return {
            code: postalCode,
            inseeCode: place.inseeCode,
            commune: place.name,
            departement: place.departement,
            perimeterId: target.id,
            latitude: point?.latitude ?? null,
            longitude: point?.longitude ?? null,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ inseeCode: schema.postalCodes.inseeCode });
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.zoneOpeningAlerts)
      .where(and(eq(schema.zoneOpeningAlerts.postalCode, postalCode), isNull(schema.zoneOpeningAlerts.notifiedAt)));
    const waiting = row?.n ?? 0;
    // Queued with the postal code's rows: the zone never opens without its e-mails, nor are they sent for a zone
    // that did not open. Nobody waiting: no job. Run again, the command may queue a second job, which finds
    // everyone already told.
    if (waiting > 0) await enqueueJob(tx, ZONE_OPENED_JOB, { postalCode }, now);
    // Who opened it and what it did, for the team (the command knows nobody).
    await tx.insert(schema.postalCodeOpenings).values({
      postalCode,
      perimeterId: target.id,
      openedAt: now,
      openedByUserId,
      communesAdded: inserted.length,
      peopleWaiting: waiting,
    });
    return {
      postalCode,
      perimeter: target,
      communes: places.map((p) => p.name),
      added: inserted.length,
      waiting,
      jobQueued: waiting > 0,
    };
  });
}

/** How many people wait for each postal code, most asked first: what the operator looks at before opening one. */
export async function waitingByPostalCode(
  db: Database,
): Promise<{ postalCode: string; waiting: number; oldest: Date }[]> {
  const alerts = schema.zoneOpeningAlerts;
  const rows = await db
    .select({
      postalCode: alerts.postalCode,
      waiting: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${alerts.createdAt})`,
    })
    .from(alerts)
    .where(isNull(alerts.notifiedAt))
    .groupBy(alerts.postalCode)
    .orderBy(sql`count(*) desc`, alerts.postalCode);
  return rows.map((r) => ({ postalCode: r.postalCode, waiting: r.waiting, oldest: new Date(r.oldest) }));
}
