// The moderation screen's words (ADR 0092): the message after a decision, read back from the address only in the forms
// the screen itself writes, so a link cannot make the page say something else.

export const MODERATION_PATH = "/support/avis";

export type ModerationDone = { cible: "avis" | "commentaire"; id: number; statut: "publie" | "refuse" };

/** The address the screen returns to after a decision, saying what was decided. */
export const moderationDonePath = ({ cible, id, statut }: ModerationDone): string => `${MODERATION_PATH}?fait=${statut}&cible=${cible}&n=${id}`;

/** What the screen says after a decision, or null when the address does not carry one it wrote. */
export function moderationDoneMessage(fait: string | undefined, cible: string | undefined, n: string | undefined): string | null {
  if ((fait !== "publie" && fait !== "refuse") || (cible !== "avis" && cible !== "commentaire") || !n || !/^\d{1,10}$/.test(n)) return null;
  const what = cible === "avis" ? "L'avis" : "Le commentaire";
  return fait === "publie" ? `${what} n°\u00A0${n} est publié.` : `${what} n°\u00A0${n} est refusé\u00A0: son auteur voit le motif.`;
}

const counted = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * « 2 avis et 1 commentaire de livraison attendent une décision. »: what waits, each kind by its name (a delivery
 * comment is no review), and how many of them the page lists when it lists only the oldest.
 */
export function moderationWaitingText(waiting: { avis: number; commentaires: number; shown: number }): string {
  const kinds = [
    waiting.avis > 0 ? counted(waiting.avis, "avis", "avis") : "",
    waiting.commentaires > 0 ? counted(waiting.commentaires, "commentaire de livraison", "commentaires de livraison") : "",
  ].filter(Boolean);
  const total = waiting.avis + waiting.commentaires;
  const verb = total === 1 ? "attend" : "attendent";
  const listed = total > waiting.shown ? `, dont les ${waiting.shown} plus anciens ci-dessous.` : ".";
  return `${kinds.join(" et ")} ${verb} une décision${listed}`;
}
