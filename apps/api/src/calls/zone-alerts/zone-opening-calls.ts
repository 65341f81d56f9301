// getZonesEnAttente, ouvrirCodePostal and fermerCodePostal: the zones screen's calls (ADR 0096, 0099), for staff with
// zones.open. Thin handlers over zone-opening.ts, which `npm run zones` uses too, and zone-closing.ts (the command's too).
import { asc, eq, sql } from "drizzle-orm";
import { fermerCodePostal, getZonesEnAttente, ouvrirCodePostal } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { staffOf } from "../../http/auth.ts";
import { implement } from "../../http/call-registry.ts";
import { closePostalCode, closingMessage } from "./zone-closing.ts";
import { communesOfPostalCode, openPostalCode, waitingByPostalCode } from "./zone-opening.ts";

export const getZonesEnAttenteCall = implement(getZonesEnAttente, async ({ db }) => {
  const [waiting, perimeters] = await Promise.all([
    waitingByPostalCode(db),
    db
      .select({ id: schema.perimeters.id, name: schema.perimeters.name, codes: sql<number>`count(distinct ${schema.postalCodes.code})::int` })
      .from(schema.perimeters)
      .leftJoin(schema.postalCodes, eq(schema.postalCodes.perimeterId, schema.perimeters.id))
      .groupBy(schema.perimeters.id)
      .orderBy(asc(schema.perimeters.name)),
  ]);
  return {
    attentes: waiting.map((row) => ({
      code_postal: row.postalCode,
      communes: communesOfPostalCode(row.postalCode).map((commune) => commune.name),
      demandes: row.waiting,
      plus_ancienne: row.oldest.toISOString(),
    })),
    perimetres: perimeters.map((p) => ({ id: p.id, nom: p.name, codes_postaux: p.codes })),
  };
});

export const ouvrirCodePostalCall = implement(ouvrirCodePostal, async ({ db, input, principal, now }) => {
  const opened = await openPostalCode(db, input.code_postal, String(input.id_perimetre), now(), staffOf(principal).userId);
  const where = `${opened.postalCode} (${opened.communes.join(", ")})`;
  const told =
    opened.waiting === 0
      ? "Personne n'attendait ce code postal."
      : `${opened.waiting} personne${opened.waiting > 1 ? "s" : ""} ${opened.waiting > 1 ? "sont prévenues" : "est prévenue"} par e-mail.`;
  return {
    message:
      opened.added > 0
        ? `Le ${where} est livré par « ${opened.perimeter.name} ». ${told}`
        : `Le ${where} était déjà livré par « ${opened.perimeter.name} » : rien n'a été ajouté. ${told}`,
    code_postal: opened.postalCode,
    perimetre: opened.perimeter.name,
    communes: opened.communes,
    ajoutees: opened.added,
    prevenus: opened.waiting,
  };
});

export const fermerCodePostalCall = implement(fermerCodePostal, async ({ db, input, principal, now, config }) => {
  const closed = await closePostalCode(db, { postalCode: input.code_postal, reason: input.raison, now: now(), closedByUserId: staffOf(principal).userId, shopUrl: config.publicUrl });
  return {
    message: closingMessage(closed),
    code_postal: closed.postalCode,
    perimetre: closed.perimeter.name,
    communes: closed.communes,
    paniers: closed.baskets,
  };
});
