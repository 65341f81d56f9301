// Customer service's command for the claims above the instant-credit ceilings (ADR 0050, 0052), for scripts and a shop
// without the storefront; the claims screen (/support/reclamations, ADR 0095) settles them through the same functions.
//   npm run claims -- pending
//   npm run claims -- credit <id> [montant] [--agent nom]     the whole amount asked, or a part (« 12,50 » or « 12.50 »)
//   npm run claims -- refuse <id> <motif> [--agent nom]       motifs: hors_delai, produit_livre, deja_rembourse, abus
// The decision is recorded with who took it (--agent, or the operating-system user) and when; the customer's e-mail
// is queued for the API's worker. Uses DATABASE_URL (PostgreSQL) or the embedded database folder, like the API (on
// PGlite, stop the API first).
import { userInfo } from "node:os";
import { CLAIM_REASON_LABELS, CLAIM_REFUSAL_REASONS, eurosTextToCents, frenchLongDate, frenchTime } from "@cabas/contracts";
import { formatEuros } from "../domain/basket-totals.ts";
import { CLAIM_PERIOD_DAYS } from "../calls/service/claim-rules.ts";
import {
  isClaimRefusalReason,
  pendingClaims,
  settleClaim,
  type ClaimDecision,
  type PendingClaim,
} from "../calls/service/claim-settlement.ts";
import { runOperatorCommand, type OperatorDeps } from "./operator-command.ts";

export type ClaimCommand =
  { command: "pending" } | { command: "settle"; id: number; decision: ClaimDecision; agent: string | null };

/** « 12,50 », « 12.50 », « 12 » → cents, read without floating point (the screen's reading); null when it is not one. */
export const parseEurosToCents = eurosTextToCents;

const USAGE = "pending, credit <id> [montant], refuse <id> <motif> (avec --agent nom, facultatif)";

export function parseArgs(argv: readonly string[]): ClaimCommand | { error: string } {
  let agent: string | null = null;
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const value = arg === "--agent" ? argv[++i] : arg.startsWith("--agent=") ? arg.slice("--agent=".length) : undefined;
    if (value !== undefined || arg === "--agent") {
      if (!value?.trim() || value.startsWith("--") || value.trim().length > 80)
        return { error: "--agent attend un nom (80 caractères au plus)." };
      agent = value.trim();
    } else if (arg.startsWith("--")) return { error: `Argument incompris « ${arg} » : ${USAGE}.` };
    else words.push(arg);
  }
  const [name, id, extra, ...rest] = words;
  if (name === "pending")
    return words.length > 1 || agent ? { error: "« pending » ne prend pas d'argument." } : { command: "pending" };
  if (name !== "credit" && name !== "refuse") return { error: `Commande inconnue « ${name ?? ""} » : ${USAGE}.` };
  const n = Number(id);
  if (!id || !/^[0-9]+$/.test(id) || !Number.isSafeInteger(n) || n <= 0)
    return { error: "Numéro de réclamation manquant ou invalide." };
  if (rest.length) return { error: `Argument en trop « ${rest[0]} » : ${USAGE}.` };
  if (name === "refuse") {
    if (!extra || !isClaimRefusalReason(extra))
      return { error: `Motif de refus attendu : ${CLAIM_REFUSAL_REASONS.join(", ")}.` };
    return { command: "settle", id: n, decision: { kind: "refuse", reason: extra }, agent };
  }
  if (extra === undefined) return { command: "settle", id: n, decision: { kind: "credit" }, agent };
  const cents = parseEurosToCents(extra);
  if (cents === null || cents <= 0)
    return { error: `Montant invalide « ${extra} » : en euros, plus de 0, par exemple 12,50 ou 12.50.` };
  return { command: "settle", id: n, decision: { kind: "credit", amountCents: cents }, agent };
}

const STATUS_WORDS = { credited: "créditée", under_review: "en examen", refused: "refusée" } as const;

/** A date and time the way the team reads them: « 22 novembre 2026 à 11 h », Paris time. */
const when = (at: Date) => `${frenchLongDate(at)} à ${frenchTime(at)}`;

/** What `pending` prints for one claim: everything the agent weighs, then the two commands that settle it. */
export function describePending(c: PendingClaim): string[] {
  const credited = c.recentClaims.filter((r) => r.status === "credited").reduce((sum, r) => sum + r.creditCents, 0);
  return [
    `Réclamation ${c.id} — ${when(c.createdAt)} — commande n° ${c.orderId}`,
    c.customer.erased
      ? `  Client : COMPTE SUPPRIMÉ (compte n° ${c.customer.id}) — ne peut pas être crédité : refusez la réclamation ; un remboursement dû se fait hors de la boutique`
      : `  Client : ${c.customer.name} <${c.customer.email}> (compte n° ${c.customer.id})`,
    `  Montant demandé : ${formatEuros(c.askedCents)} — marchandises de la commande : ${formatEuros(c.goodsCents)}`,
    ...c.lines.map(
      (l) =>
        `  - ${l.quantity} × ${l.name} : ${CLAIM_REASON_LABELS[l.reason].toLowerCase()} (${formatEuros(l.askedCents)})`,
    ),
    ...(c.comment ? [`  Commentaire : « ${c.comment.replace(/\s*\n\s*/g, " ")} »`] : []),
    c.recentClaims.length === 0
      ? `  Aucune autre réclamation sur ${CLAIM_PERIOD_DAYS} jours.`
      : `  Autres réclamations sur ${CLAIM_PERIOD_DAYS} jours : ${c.recentClaims.length} (${formatEuros(credited)} crédités)`,
    ...c.recentClaims.map(
      (r) =>
        `    ${r.id} — ${frenchLongDate(r.createdAt)} — commande n° ${r.orderId} — ${formatEuros(r.askedCents)} demandés — ${STATUS_WORDS[r.status]}${r.status === "credited" ? ` (${formatEuros(r.creditCents)})` : ""}`,
    ),
    c.customer.erased
      ? `  → npm run claims -- refuse ${c.id} <${CLAIM_REFUSAL_REASONS.join("|")}>`
      : `  → npm run claims -- credit ${c.id} [montant]  |  refuse ${c.id} <${CLAIM_REFUSAL_REASONS.join("|")}>`,
  ];
}

/** Who settles when --agent is not given: the operating-system account running the command. */
function systemUser(): string {
  try {
    return userInfo().username || "inconnu";
  } catch {
    return process.env.USER ?? "inconnu";
  }
}

async function run(args: ClaimCommand, { db }: OperatorDeps) {
  const now = new Date();
  if (args.command === "pending") {
    const claims = await pendingClaims(db, now);
    if (claims.length === 0) console.log("Aucune réclamation en attente d'examen.");
    for (const claim of claims) console.log(describePending(claim).join("\n") + "\n");
    return;
  }
  const result = await settleClaim(db, {
    claimId: args.id,
    decision: args.decision,
    agent: args.agent ?? systemUser(),
    now,
  });
  if (result.status === "refused") {
    console.log(
      `Réclamation ${result.claimId} (commande n° ${result.orderId}) refusée : ${result.reason}. ${result.mailed ? "Le client est prévenu par e-mail." : "Compte supprimé : aucun e-mail envoyé."}`,
    );
    return;
  }
  const part = result.creditCents < result.askedCents ? ` sur ${formatEuros(result.askedCents)} demandés` : "";
  const loyalty = [
    result.loyaltyDeductedCents > 0
      ? `${formatEuros(result.loyaltyDeductedCents)} repris sur les euros fidélité`
      : null,
    result.loyaltyUnrecoveredCents > 0
      ? `${formatEuros(result.loyaltyUnrecoveredCents)} d'euros fidélité déjà dépensés, non repris`
      : null,
  ].filter(Boolean);
  console.log(
    `Réclamation ${result.claimId} (commande n° ${result.orderId}) créditée : ${formatEuros(result.creditCents)}${part} dans la cagnotte${loyalty.length ? ` (${loyalty.join(", ")})` : ""}. Le client est prévenu par e-mail.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runOperatorCommand(parseArgs, run);
