// Demo accounts created with the demonstration catalogue, so a fresh shop can be explored (and its
// journeys tested) as a customer and as support staff. Documented in the README; production
// databases are not seeded.
import { sql } from "drizzle-orm";
import { IMPERSONATE_PERMISSION } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";

export const DEMO_ACCOUNTS = [
  { email: "client@cabas.example", password: "Cabas-client-2026", prenom: "Camille", nom: "Bernard", civilite: "Mme", permissions: [] as string[] },
  { email: "support@cabas.example", password: "Cabas-support-2026", prenom: "Léa", nom: "Martin", civilite: "Mme", permissions: [IMPERSONATE_PERMISSION] },
] as const;

export async function createDemoAccounts(db: Database): Promise<void> {
  const [perimeter] = await db
    .select({ id: schema.perimeters.id })
    .from(schema.perimeters)
    .orderBy(sql`${schema.perimeters.isDefault} desc`, schema.perimeters.id)
    .limit(1);
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insert(schema.users)
      .values({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        prenom: account.prenom,
        nom: account.nom,
        civilite: account.civilite,
        permissions: [...account.permissions],
        postalCode: "75011",
        perimeterId: perimeter?.id ?? null,
      })
      .onConflictDoNothing();
  }
}
