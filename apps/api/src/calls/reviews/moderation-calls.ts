// getModeration and setModeration: the moderation screen's calls (ADR 0092), for staff with reviews.moderate. Thin
// handlers over review-moderation.ts, which the reviews command uses too.
import { MODERATION_PAGE_SIZE, getModeration, setModeration } from "@cabas/contracts";
import { staffOf } from "../../http/auth.ts";
import { implement } from "../../http/call-registry.ts";
import { moderate, pendingModeration } from "./review-moderation.ts";
import { STATUS_ON_THE_WIRE } from "./review-rules.ts";

export const getModerationCall = implement(getModeration, async ({ db }) => {
  const { items, total, reviewsTotal, commentsTotal } = await pendingModeration(db, MODERATION_PAGE_SIZE);
  return {
    a_moderer: items.map((item) => ({
      cible: item.target === "review" ? ("avis" as const) : ("commentaire" as const),
      id: item.id,
      note: item.rating,
      sujet: item.subject,
      titre: item.title,
      texte: item.text,
      date: item.writtenAt.toISOString(),
    })),
    total,
    total_avis: reviewsTotal,
    total_commentaires: commentsTotal,
  };
});

export const setModerationCall = implement(setModeration, async ({ db, input, principal, now }) => {
  const target = input.cible === "avis" ? "review" : "comment";
  const result = await moderate(db, {
    target,
    id: input.id,
    decision: input.decision === "publier" ? "publish" : "reject",
    reason: input.motif,
    now: now(),
    moderatorId: staffOf(principal).userId,
    // What the screen listed as waiting may have been moderated meanwhile by a colleague: refused, not overturned.
    pendingOnly: true,
  });
  const what = target === "review" ? "L'avis" : "Le commentaire";
  return {
    message: result.to === "published" ? `${what} n° ${input.id} est publié.` : `${what} n° ${input.id} est refusé : son auteur voit le motif.`,
    statut: STATUS_ON_THE_WIRE[result.to],
  };
});
