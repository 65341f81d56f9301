// Demo accounts created with the demonstration catalogue, so a fresh shop can be explored (and its
// journeys tested) as a customer and as support staff. Documented in the README; production
// databases are not seeded.
import { sql } from "drizzle-orm";
import { CLAIM_SETTLEMENT_PERMISSION, IMPERSONATE_PERMISSION, INVOICES_WRITE_PERMISSION, ORDER_DISPATCH_PERMISSION, RESERVATION_WAITLISTS_PERMISSION, REVIEW_MODERATION_PERMISSION, STAFF_AUDIT_PERMISSION, STOCK_WRITE_PERMISSION, ZONE_OPENING_PERMISSION } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { createDemoHistory } from "./demo-history.ts";
import { voucherExpiry } from "../../domain/voucher-expiry.ts";

export const DEMO_ACCOUNTS = [
  { email: "client@cabas.example", password: "Cabas-client-2026", prenom: "Camille", nom: "Bernard", civilite: "Mme", permissions: [] as string[] },
  // Support helps customers (login-as), moderates their reviews (ADR 0092), settles the claims under review (ADR 0095)
  // and, in the demo, moves orders as the warehouse does (ADR 0094), opens postal codes (ADR 0096) and reads what a
  // staff member did as customers (ADR 0097), reads the waiting lists (ADR 0120), changes stock (ADR 0126) and, for
  // accounting, VAT rates and rectifying invoices (ADR 0133), so one account shows every staff screen.
  {
    email: "support@cabas.example",
    password: "Cabas-support-2026",
    prenom: "Léa",
    nom: "Martin",
    civilite: "Mme",
    permissions: [
      IMPERSONATE_PERMISSION,
      REVIEW_MODERATION_PERMISSION,
      ORDER_DISPATCH_PERMISSION,
      CLAIM_SETTLEMENT_PERMISSION,
      ZONE_OPENING_PERMISSION,
      STAFF_AUDIT_PERMISSION,
      RESERVATION_WAITLISTS_PERMISSION,
      STOCK_WRITE_PERMISSION,
      INVOICES_WRITE_PERMISSION,
    ],
  },
] as const;


/**
 * The demo customer's history and benefits, so the account pages and the basket's benefits page have something to
 * show and use (README: demo accounts). Every balance has its cause: loyalty euros and the prize pot come from two
 * delivered orders (demo-history.ts); the joker and the vouchers are gestures, each saying why.
 */
async function giveDemoBenefits(db: Database, userId: number, perimeterId: number | null, options: DemoOptions): Promise<void> {
  const { now } = options;
  const history = perimeterId === null ? null : await createDemoHistory({ db, userId, perimeterId, now, publicUrl: options.publicUrl });
  const welcomed = history?.orderIds.length === 2;
  if (welcomed) {
    await db.insert(schema.loyaltyLedger).values({
      userId,
      kind: "joker",
      amount: 1,
      reason: "Joker livraison offert par le service client : merci pour vos deux premières commandes",
      createdAt: new Date(now.getTime() - 12 * 3_600_000),
    });
  }
  const givenAt = demoGestureTime(options);
  await db.insert(schema.vouchers).values([
    { userId, code: "BA-DEMO-5", kind: "ba", amountCents: 500, minBasketCents: 4000, expiresAt: voucherExpiry(now, 60), createdAt: givenAt },
    { userId, code: "PARRAIN-DEMO-10", kind: "parrain", amountCents: 1000, minBasketCents: 5000, expiresAt: voucherExpiry(now, 90), createdAt: givenAt },
  ]).onConflictDoNothing();
}

export type DemoOptions = {
  /** The seed's reference date: the demo's past is dated from it, so two seeds of one day are identical. */
  now: Date;
  /**
   * When the seed actually runs. The reference date is 08:00 UTC on its day (seedDateFor), still ahead before 9 h in
   * Paris: what the demo dates « now » must not be later than this, or « Activité récente » shows the future.
   */
  seededAt: Date;
  /** The storefront's address, in the links of the (dropped) e-mails the demo's orders queue. */
  publicUrl: string;
};

/** When the demo's gestures of the seed day (vouchers, the address confirmed) are dated: never after the seed ran. */
export const demoGestureTime = (options: Pick<DemoOptions, "now" | "seededAt">): Date =>
  options.seededAt.getTime() < options.now.getTime() ? options.seededAt : options.now;

/** Creates the demo accounts once: an account that already exists is left as it is (a second start adds nothing). */
export async function createDemoAccounts(db: Database, options: DemoOptions): Promise<void> {
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
        // The demo's addresses are the shop's own: confirmed, so the demo customer plays the games at once (ADR 0048).
        emailConfirmedAt: demoGestureTime(options),
        postalCode: "75011",
        perimeterId: perimeter?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: schema.users.id });
    const created = inserted[0];
    if (created && account.permissions.length === 0) await giveDemoBenefits(db, created.id, perimeter?.id ?? null, options);
    // A demo database made before a permission was added to a demo staff account gets it at the next start.
    if (!created && account.permissions.length > 0) {
      const granted = `{${account.permissions.join(",")}}`;
      await db
        .update(schema.users)
        .set({ permissions: sql`array(select distinct p from unnest(${schema.users.permissions} || ${granted}::text[]) as p order by p)` })
        .where(sql`${schema.users.email} = ${account.email} and not (${schema.users.permissions} @> ${granted}::text[])`);
    }
  }
}
