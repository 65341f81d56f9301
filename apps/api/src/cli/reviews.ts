// The moderators' command beside the moderation screen (ADR 0092): lists what waits for moderation, publishes or rejects
// product reviews and the delivery comments meant for the shop's reviews page (ADR 0027).
//   npm run reviews -- pending
//   npm run reviews -- publish <id>            |  reject <id> <motif>
//   npm run reviews -- publish-comment <id>    |  reject-comment <id> <motif>
// Motifs: hors_sujet, injurieux, donnees_personnelles, publicite, incomprehensible (the author is shown why).
// Uses DATABASE_URL (PostgreSQL) or the embedded database folder, like the API (on PGlite, stop the API first).
// A running API shows the change when its shared answers expire (30 s at most).
import { REJECTION_REASONS } from "@cabas/contracts";
import { isRejectionReason, moderate, pendingModeration, type ModerationTarget } from "../calls/reviews/review-moderation.ts";
import type { ModerationDecision } from "../calls/reviews/review-rules.ts";
import { runOperatorCommand, type OperatorDeps } from "./operator-command.ts";

export type ReviewCommand =
  | { command: "pending" }
  | { command: "moderate"; target: ModerationTarget; decision: ModerationDecision; id: number; reason?: string };

const DECISIONS: Record<string, { target: ModerationTarget; decision: ModerationDecision }> = {
  publish: { target: "review", decision: "publish" },
  reject: { target: "review", decision: "reject" },
  "publish-comment": { target: "comment", decision: "publish" },
  "reject-comment": { target: "comment", decision: "reject" },
};

export function parseArgs(argv: readonly string[]): ReviewCommand | { error: string } {
  const [name, id, reason, ...rest] = argv;
  if (name === "pending") return { command: "pending" };
  const decided = name ? DECISIONS[name] : undefined;
  if (!decided) return { error: `Commande inconnue « ${name ?? ""} » : pending, ${Object.keys(DECISIONS).join(", ")}.` };
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0) return { error: "Numéro d'avis manquant ou invalide." };
  if (decided.decision === "publish") return rest.length || reason ? { error: "Une publication ne prend pas de motif." } : { command: "moderate", ...decided, id: n };
  if (!reason || !isRejectionReason(reason) || rest.length) return { error: `Motif de refus attendu : ${REJECTION_REASONS.join(", ")}.` };
  return { command: "moderate", ...decided, id: n, reason };
}

async function run(args: Exclude<ReturnType<typeof parseArgs>, { error: string }>, { db }: OperatorDeps) {
  if (args.command === "pending") {
    const { items } = await pendingModeration(db);
    if (items.length === 0) console.log("Rien à modérer.");
    for (const item of items) {
      const kind = item.target === "review" ? "avis" : "commentaire";
      console.log(`${kind} ${item.id} — ${item.subject} — ${item.rating}/5 — ${item.writtenAt.toISOString()}`);
      if (item.title) console.log(`  « ${item.title} »`);
      console.log(`  ${item.text.replace(/\n/g, "\n  ")}`);
    }
  } else {
    const result = await moderate(db, { target: args.target, id: args.id, decision: args.decision, reason: args.reason, now: new Date() });
    console.log(`${args.target === "review" ? "Avis" : "Commentaire"} ${args.id} : ${result.from} → ${result.to}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runOperatorCommand(parseArgs, run);
