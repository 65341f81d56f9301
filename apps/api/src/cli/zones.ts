// The operator's command for delivery zones (ADR 0038), for scripts; the zones screen does the same (ADR 0096):
//   npm run zones -- attente                               how many people wait for each postal code
//   npm run zones -- ouvrir <codePostal> --perimetre <id|code>   deliver a postal code from a perimeter
//   npm run zones -- fermer <codePostal> --raison "…"             stop delivering it (ADR 0099), refused while orders
//                                                                 remain to be delivered there
// Opening adds the code's communes (@etalab/decoupage-administratif) to the perimeter and queues, in the same
// transaction, the job that sends each waiting person their one e-mail; the API's worker sends them. Closing removes
// them again and e-mails the customers whose basket was to be delivered there, as the screen does; the closing is
// recorded with its reason and no staff member (the command has no sign-in).
// Uses DATABASE_URL (PostgreSQL) or the embedded database folder, like the API (on PGlite, stop the API first).
import { frenchLongDate } from "@cabas/contracts";
import { openPostalCode, waitingByPostalCode } from "../calls/zone-alerts/zone-opening.ts";
import { closePostalCode, closingMessage } from "../calls/zone-alerts/zone-closing.ts";
import { publicUrlFrom } from "../env.ts";
import { runOperatorCommand, type OperatorDeps } from "./operator-command.ts";

export type ZoneCommand =
  | { command: "attente" }
  | { command: "ouvrir"; postalCode: string; perimeter: string }
  | { command: "fermer"; postalCode: string; reason: string };

/** `<codePostal> --option value` (or `--option=value`), in any order: the two commands that act on a postal code. */
function postalCodeWith(rest: readonly string[], option: string, usage: string): { postalCode: string; value: string | undefined } | { error: string } {
  let postalCode: string | undefined;
  let value: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? "";
    if (arg === `--${option}`) value = rest[++i];
    else if (arg.startsWith(`--${option}=`)) value = arg.slice(option.length + 3);
    else if (postalCode === undefined && !arg.startsWith("--")) postalCode = arg;
    else return { error: `Argument incompris « ${arg} » : ${usage}.` };
  }
  if (!postalCode || !/^[0-9]{5}$/.test(postalCode)) return { error: "Code postal manquant ou invalide (5 chiffres)." };
  return { postalCode, value };
}

function parseClosing(rest: readonly string[]): ZoneCommand | { error: string } {
  const read = postalCodeWith(rest, "raison", 'fermer <codePostal> --raison "…"');
  if ("error" in read) return read;
  // The length rule itself is closePostalCode's, which says it in the screen's words.
  if (read.value === undefined) return { error: 'Raison manquante : --raison "pourquoi ce code postal est fermé".' };
  return { command: "fermer", postalCode: read.postalCode, reason: read.value };
}

export function parseArgs(argv: readonly string[]): ZoneCommand | { error: string } {
  const [name, ...rest] = argv;
  if (name === "attente")
    return rest.length ? { error: "« attente » ne prend pas d'argument." } : { command: "attente" };
  if (name === "fermer") return parseClosing(rest);
  if (name !== "ouvrir") return { error: `Commande inconnue « ${name ?? ""} » : attente, ouvrir, fermer.` };
  const read = postalCodeWith(rest, "perimetre", "ouvrir <codePostal> --perimetre <id|code>");
  if ("error" in read) return read;
  if (!read.value || !/^[a-z0-9-]+$/i.test(read.value)) return { error: "Périmètre manquant : --perimetre <id|code>." };
  return { command: "ouvrir", postalCode: read.postalCode, perimeter: read.value };
}

/** « 29200 — 3 demandes — la plus ancienne le 1er décembre 2026 »: the day in Paris, as the shop writes dates. */
export const waitingLine = (row: { postalCode: string; waiting: number; oldest: Date }): string =>
  `${row.postalCode} — ${row.waiting} demande${row.waiting > 1 ? "s" : ""} — la plus ancienne le ${frenchLongDate(row.oldest)}`;

async function run(args: ZoneCommand, { db, env }: OperatorDeps) {
  if (args.command === "attente") {
    const rows = await waitingByPostalCode(db);
    if (rows.length === 0) console.log("Personne n'attend l'ouverture d'un code postal.");
    for (const row of rows) console.log(waitingLine(row));
    return;
  }
  if (args.command === "fermer") {
    const closed = await closePostalCode(db, { postalCode: args.postalCode, reason: args.reason, now: new Date(), closedByUserId: null, shopUrl: publicUrlFrom(env) });
    console.log(closingMessage(closed));
    return;
  }
  const opened = await openPostalCode(db, args.postalCode, args.perimeter, new Date());
  const communes = opened.communes.join(", ");
  console.log(
    opened.added > 0
      ? `${opened.postalCode} (${communes}) livré par « ${opened.perimeter.name} » : ${opened.added} commune${opened.added > 1 ? "s" : ""} ajoutée${opened.added > 1 ? "s" : ""}.`
      : `${opened.postalCode} (${communes}) était déjà livré par « ${opened.perimeter.name} ».`,
  );
  console.log(
    opened.jobQueued
      ? `${opened.waiting} personne${opened.waiting > 1 ? "s" : ""} à prévenir : les e-mails partent avec le prochain passage du worker de l'API.`
      : "Personne à prévenir.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runOperatorCommand(parseArgs, run);
