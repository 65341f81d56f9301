// updateMe, action entreprise (ADR 0042): a professional account corrects its company's name, SIRET and VAT number,
// checked by the contract as at sign-up. Orders already placed keep the company they were billed to.
import { eq } from "drizzle-orm";
import { normalizeSiret } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { AppError } from "../../http/app-error.ts";

export const NOT_A_PROFESSIONAL = "Seul un compte professionnel a une raison sociale, un SIRET et un numéro de TVA.";

/** Stored as sign-up stores them: the SIRET's 14 digits, the VAT number without spaces in capitals (or none). */
export async function updateCompanyDetails(
  db: Database,
  user: { id: number; kind: "consumer" | "professional" },
  input: { raison_sociale: string; siret: string; tva?: string | undefined },
  at: Date,
): Promise<void> {
  // A household does not become a business by this form: the kind of account is chosen at sign-up.
  if (user.kind !== "professional") throw new AppError("CONFLICT", NOT_A_PROFESSIONAL);
  const vat = input.tva ? input.tva.replace(/\s/g, "").toUpperCase() : null;
  await db
    .update(schema.users)
    .set({ companyName: input.raison_sociale, siret: normalizeSiret(input.siret), vatNumber: vat, updatedAt: at })
    .where(eq(schema.users.id, user.id));
}
