// getJournalSA: what staff did while acting as one customer (ADR 0048's audit, read on a screen: ADR 0091).
// Whoever may act as a customer may read it, so that the colleague who takes the customer's next call sees what was
// done on the account before; the journal never lists the calls' content, only which call, when and its outcome.
import { desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { STAFF_JOURNAL_ACTIONS, STAFF_JOURNAL_LOGINS, getJournalSA } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { unprocessable } from "../../http/app-error.ts";
import { accountNamedByStaff } from "./staff.ts";

type Person = { id: number; prenom: string; nom: string; email: string };

export const getJournalSaCall = implement(getJournalSA, async ({ db, input }) => {
  const customer = await accountNamedByStaff(db, input);
  if (customer.permissions.length > 0) throw unprocessable("Ce compte est celui d'un membre de l'équipe, pas d'un client.");

  const staff = alias(schema.users, "staff");
  const logins = await db
    .select({
      id: schema.impersonations.id,
      startedAt: schema.impersonations.startedAt,
      endedAt: schema.impersonations.endedAt,
      ip: schema.impersonations.ip,
      staffId: staff.id,
      staffFirstName: staff.prenom,
      staffLastName: staff.nom,
      staffEmail: staff.email,
      // All of the customer's login-as, counted before the limit: the total comes with the page.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(schema.impersonations)
    .innerJoin(staff, eq(staff.id, schema.impersonations.staffUserId))
    .where(eq(schema.impersonations.customerUserId, customer.id))
    .orderBy(desc(schema.impersonations.startedAt), desc(schema.impersonations.id))
    .limit(STAFF_JOURNAL_LOGINS);
  const actions = await actionsOf(db, logins.map((login) => login.id));

  return {
    client: personOf(customer),
    connexions: logins.map((login) => {
      const done = actions.get(login.id);
      return {
        id: login.id,
        conseiller: personOf({ id: login.staffId, prenom: login.staffFirstName, nom: login.staffLastName, email: login.staffEmail }),
        debut: login.startedAt.toISOString(),
        fin: login.endedAt?.toISOString() ?? null,
        ip: login.ip,
        actions: done?.listed ?? [],
        total_actions: done?.total ?? 0,
      };
    }),
    total_connexions: logins[0]?.total ?? 0,
  };
});

const personOf = (user: Person): Person => ({ id: user.id, prenom: user.prenom, nom: user.nom, email: user.email });

type Actions = { listed: { appel: string; date: string; reussi: boolean }[]; total: number };

/** The first STAFF_JOURNAL_ACTIONS write calls of each login-as, in the order they were made, and how many in all. */
async function actionsOf(db: Database, loginIds: number[]): Promise<Map<number, Actions>> {
  const byLogin = new Map<number, Actions>();
  if (loginIds.length === 0) return byLogin;
  const a = schema.impersonationActions;
  const ranked = db
    .select({
      impersonationId: a.impersonationId,
      callName: a.callName,
      at: a.at,
      succeeded: a.succeeded,
      rank: sql<number>`row_number() over (partition by ${a.impersonationId} order by ${a.at}, ${a.id})`.as("rank"),
      total: sql<number>`count(*) over (partition by ${a.impersonationId})`.as("total"),
    })
    .from(a)
    .where(inArray(a.impersonationId, loginIds))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${STAFF_JOURNAL_ACTIONS}`)
    .orderBy(ranked.impersonationId, ranked.rank);
  for (const row of rows) {
    const entry = byLogin.get(row.impersonationId) ?? { listed: [], total: Number(row.total) };
    entry.listed.push({ appel: row.callName, date: new Date(row.at).toISOString(), reussi: row.succeeded });
    byLogin.set(row.impersonationId, entry);
  }
  return byLogin;
}
