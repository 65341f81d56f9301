// How a staff member's decision is signed where a name is kept as text (a claim settled, a phone refund marked done):
// their name as their account gives it, as the commands sign with the agent's name (ADR 0052, 0062, 0095).
import { eq } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import type { StaffMember } from "../../http/auth.ts";

/** « Léa Martin », or « compte n° 12 » for an account without a name. */
export async function staffSignature(db: Database, staff: StaffMember): Promise<string> {
  const [member] = await db.select({ prenom: schema.users.prenom, nom: schema.users.nom }).from(schema.users).where(eq(schema.users.id, staff.userId));
  return (member ? `${member.prenom} ${member.nom}`.trim() : "") || `compte n° ${staff.userId}`;
}
