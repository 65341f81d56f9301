// Which perimeter delivers a postal code.
import { and, asc, eq } from "drizzle-orm";
import { ZONE_ALERT_DETAIL } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { postalCodeExists } from "../../domain/postal-code.ts";

export async function perimeterForPostalCode(db: Database, postalCode: string): Promise<number | null> {
  const [row] = await db
    .select({ perimeterId: schema.postalCodes.perimeterId })
    .from(schema.postalCodes)
    .where(eq(schema.postalCodes.code, postalCode))
    .orderBy(asc(schema.postalCodes.perimeterId))
    .limit(1);
  return row?.perimeterId ?? null;
}

/**
 * Why a postal code no perimeter delivers is refused: a code no commune has is said to be wrong, not "not yet"; a code
 * the team closed (ADR 0099) is no longer delivered, which « pas encore » would misstate to the people who lived there.
 */
export const notDeliveredMessage = (postalCode: string, closed = false) =>
  !postalCodeExists(postalCode)
    ? NO_SUCH_POSTAL_CODE
    : closed
      ? `Cabas ne livre plus le ${postalCode} pour le moment. Nous espérons y revenir : revenez nous voir bientôt.`
      : `Cabas ne livre pas encore le ${postalCode}. Nous ouvrons régulièrement de nouvelles zones : revenez nous voir bientôt.`;

/** Whether the team closed this postal code once (ADR 0099); asked only on a refusal, never on the way of a sale. */
export async function wasClosed(db: Database, postalCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.postalCodeClosings.id })
    .from(schema.postalCodeClosings)
    .where(eq(schema.postalCodeClosings.postalCode, postalCode))
    .limit(1);
  return row !== undefined;
}

/** The refusal's message for a postal code no perimeter delivers, « plus » for a code the team closed. */
export const notDeliveredMessageFor = async (db: Database, postalCode: string): Promise<string> =>
  notDeliveredMessage(postalCode, postalCodeExists(postalCode) && (await wasClosed(db, postalCode)));

export const NO_SUCH_POSTAL_CODE = "Ce code postal n'existe pas.";

/**
 * What a refusal for an undelivered postal code names beside its message: the code, and whether the shopper may ask
 * to be told when Cabas delivers it (not for a code that does not exist; ADR 0038).
 */
export const notDeliveredDetails = (postalCode: string) => ({
  code_postal: postalCode,
  [ZONE_ALERT_DETAIL]: postalCodeExists(postalCode),
});

/** Whether a perimeter delivers a postal code (a code may be delivered from more than one perimeter). */
export async function perimeterDelivers(db: Database, perimeterId: number, postalCode: string): Promise<boolean> {
  const [row] = await db
    .select({ code: schema.postalCodes.code })
    .from(schema.postalCodes)
    .where(and(eq(schema.postalCodes.code, postalCode), eq(schema.postalCodes.perimeterId, perimeterId)))
    .limit(1);
  return row !== undefined;
}
