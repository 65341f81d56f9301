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

const DAY_MS = 86_400_000;

/** The demo customer's benefits, so the basket's benefits page has something to use (README: demo accounts). */
async function giveDemoBenefits(db: Database, userId: number, now: Date): Promise<void> {
  await db.insert(schema.loyaltyLedger).values([
    { userId, kind: "eurofid", amount: 1240, reason: "Euros fidélité de vos commandes livrées", createdAt: now },
    // A challenge of the seeded games (5 € for two delivered orders): true whatever the date, unlike a calendar prize.
    { userId, kind: "cagnotte", amount: 500, reason: "Défi « Deux commandes, une récompense » réussi", createdAt: now },
    { userId, kind: "joker", amount: 1, reason: "Joker livraison offert pour votre fidélité", createdAt: now },
  ]);
  await db.insert(schema.vouchers).values([
    { userId, code: "BA-DEMO-5", kind: "ba", amountCents: 500, minBasketCents: 4000, expiresAt: new Date(now.getTime() + 60 * DAY_MS), createdAt: now },
    { userId, code: "PARRAIN-DEMO-10", kind: "parrain", amountCents: 1000, minBasketCents: 5000, expiresAt: new Date(now.getTime() + 90 * DAY_MS), createdAt: now },
  ]).onConflictDoNothing();
}

export async function createDemoAccounts(db: Database, now: Date = new Date()): Promise<void> {
  const [perimeter] = await db
    .select({ id: schema.perimeters.id })
    .from(schema.perimeters)
    .orderBy(sql`${schema.perimeters.isDefault} desc`, schema.perimeters.id)
    .limit(1);
  for (const account of DEMO_ACCOUNTS) {
    const inserted = await db
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
      .onConflictDoNothing()
      .returning({ id: schema.users.id });
    const created = inserted[0];
    if (created && account.permissions.length === 0) await giveDemoBenefits(db, created.id, now);
  }
}
