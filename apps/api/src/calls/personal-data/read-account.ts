// The account's part of the export: identity, settings and consents to e-mails.
import { asc, eq } from "drizzle-orm";
import type { PersonalDataExport } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { columnsWithout, exportPhone, iso, isoOrNull } from "./export-values.ts";

type AccountPart = Pick<PersonalDataExport, "compte" | "abonnements">;

// The password's hash is not even read: nothing can put it in the file by mistake.
const userColumns = columnsWithout(schema.users, "passwordHash");

export async function readAccountPart(tx: Database, userId: number): Promise<AccountPart> {
  const [user] = await tx.select(userColumns).from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw new Error(`account ${userId} vanished during its export`);
  const optins = await tx
    .select()
    .from(schema.optins)
    .where(eq(schema.optins.userId, userId))
    .orderBy(asc(schema.optins.type));
  return {
    compte: {
      numero_client: user.id,
      email: user.email,
      email_confirme_le: isoOrNull(user.emailConfirmedAt),
      civilite: user.civilite,
      nom: user.nom,
      prenom: user.prenom,
      telephone: exportPhone(user.phone),
      type_de_compte: user.kind === "professional" ? "professionnel" : "particulier",
      entreprise:
        user.companyName === null && user.siret === null && user.vatNumber === null
          ? null
          : { raison_sociale: user.companyName, siret: user.siret, numero_tva: user.vatNumber },
      code_postal: user.postalCode,
      id_perimetre: user.perimeterId,
      groupe_site: user.siteGroup,
      acces_ancienne_version: user.accessOldVersion,
      habilitations: [...user.permissions],
      cree_le: iso(user.createdAt),
      modifie_le: iso(user.updatedAt),
      derniere_activite_le: isoOrNull(user.lastActiveAt),
      suppression_pour_inactivite_annoncee_le: isoOrNull(user.inactivityWarnedAt),
    },
    abonnements: optins.map((o) => ({
      type: o.type,
      abonne: o.subscribed,
      origine: o.origin,
      preference: o.suffixPref,
      modifie_le: iso(o.updatedAt),
    })),
  };
}
