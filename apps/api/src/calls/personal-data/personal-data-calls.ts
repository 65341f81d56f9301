// exportDonnees: the signed-in customer downloads everything Cabas holds about them (RGPD art. 15 and 20), as a
// JSON file. Only the customer: an adviser acting as them is refused (and the attempt recorded, as every write of a
// login-as), since the file is the customer's whole history. ADR 0082.
import { exportDonnees, PERSONAL_DATA_EXPORTS_PER_HOUR, personalDataFileName } from "@cabas/contracts";
import type { Database } from "@cabas/db";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { AppError } from "../../http/app-error.ts";
import { customerOf } from "../../http/auth.ts";
import { hitRateLimit, type RateRule } from "../session/rate-limit.ts";
import { readPersonalData } from "./personal-data-export.ts";

/** What a login-as is refused, in the registry's one wording (« … ne peut pas télécharger ses données en son nom. »). */
export const EXPORT_OWN_ACT = "télécharger ses données";

const EXPORTS_PER_ACCOUNT: RateRule = { limit: PERSONAL_DATA_EXPORTS_PER_HOUR, windowMs: 60 * 60_000 };

/** Named after the account's number, not its address: it needs no renaming when the address changes. */
export const exportRateKey = (userId: number): string => `export:account:${userId}`;

export const exportLimitMessage = (minutes: number): string =>
  `Vous avez déjà téléchargé vos données ${PERSONAL_DATA_EXPORTS_PER_HOUR} fois en une heure : réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}.`;

/** A whole history read costs the database: a few exports an hour serve a customer, not a script asking in a loop. */
async function countExport(db: Database, userId: number, at: Date): Promise<void> {
  const wait = await hitRateLimit(db, exportRateKey(userId), EXPORTS_PER_ACCOUNT, at);
  if (wait !== null) throw new AppError("TOO_MANY_REQUESTS", exportLimitMessage(Math.ceil(wait / 60)));
}

export const exportDonneesCall = implement(
  exportDonnees,
  async ({ db, principal, reply, now, config }) => {
    const { userId } = customerOf(principal);
    const at = now();
    await countExport(db, userId, at);
    const document = await readPersonalData(db, userId, at, config.publicUrl);
    await reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="${personalDataFileName(at)}"`)
      .header("cache-control", "private, no-store")
      .send(JSON.stringify(document, null, 2));
    return document;
  },
  { customerOwnAct: EXPORT_OWN_ACT },
);

export const personalDataCallImplementations: readonly CallImplementation[] = [exportDonneesCall];
