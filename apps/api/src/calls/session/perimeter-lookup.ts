// Which perimeter delivers a postal code.
import { asc, eq } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";

export async function perimeterForPostalCode(db: Database, postalCode: string): Promise<number | null> {
  const [row] = await db
    .select({ perimeterId: schema.postalCodes.perimeterId })
    .from(schema.postalCodes)
    .where(eq(schema.postalCodes.code, postalCode))
    .orderBy(asc(schema.postalCodes.perimeterId))
    .limit(1);
  return row?.perimeterId ?? null;
}

export const notDeliveredMessage = (postalCode: string) =>
  `Cabas ne livre pas encore le ${postalCode}. Nous ouvrons de nouvelles zones régulièrement : inscrivez-vous à la newsletter pour être prévenu.`;
