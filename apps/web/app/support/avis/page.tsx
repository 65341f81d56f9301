// The moderation screen (ADR 0092): customers' product reviews and delivery comments waiting for a moderator, oldest
// first, each published or refused with the reason its author is shown. Only staff who moderate see it.
import { Fragment } from "react";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { REJECTION_REASONS, REJECTION_REASON_LABELS, REVIEW_MODERATION_PERMISSION, getModeration } from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import staffStyles from "@/features/staff/staff-screens.module.css";
import { ModerationForm } from "@/features/staff/moderation-form";
import { requireStaffPermission } from "@/features/staff/staff-access";
import { MODERATION_PATH, moderationDoneMessage, moderationWaitingText } from "@/features/staff/moderation";
import { staffDateTime } from "@/features/staff/staff-journal";
import { callApi } from "@/lib/api/client";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Modération des avis", robots: { index: false } };

const REASONS = REJECTION_REASONS.map((value) => ({ value, label: REJECTION_REASON_LABELS[value] }));

export default async function ModerationPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [jar, params] = await Promise.all([cookies(), searchParams]);
  requireStaffPermission(jar, REVIEW_MODERATION_PERMISSION, MODERATION_PATH);
  const result = await callApi(getModeration, {}, { perimeter: false });
  const done = moderationDoneMessage(firstParam(params.fait), firstParam(params.cible), firstParam(params.n));
  return (
    <div className={`page ${styles.page} ${styles.wide}`}>
      <PageHeader
        title="Modération des avis"
        lead="Les avis sur les produits et les commentaires de livraison, du plus ancien au plus récent. Un avis refusé montre le motif à son auteur (article D111-18 du Code de la consommation)."
      />
      {/* Focus goes to the decision's message; the forms start afresh with each (no refusal of an earlier try left). */}
      {done && <RouteNotice replaceable>{done}</RouteNotice>}
      {!result.ok ? (
        <p role="alert">La liste ne peut pas être affichée pour le moment. Réessayez dans quelques instants.</p>
      ) : result.data.a_moderer.length === 0 ? (
        <p>Rien à modérer.</p>
      ) : (
        <Fragment key={`${firstParam(params.fait)}-${firstParam(params.cible)}-${firstParam(params.n)}`}>
          <p>
            {moderationWaitingText({ avis: result.data.total_avis, commentaires: result.data.total_commentaires, shown: result.data.a_moderer.length })}
          </p>
          {result.data.a_moderer.map((item) => (
            <article key={`${item.cible}-${item.id}`} className={staffStyles.login} aria-labelledby={`moderation-${item.cible}-${item.id}`}>
              <h2 id={`moderation-${item.cible}-${item.id}`}>
                {item.cible === "avis" ? "Avis" : "Commentaire"} n°&nbsp;{item.id}&nbsp;: {item.sujet}
              </h2>
              <p>
                {item.note}/5, écrit le {staffDateTime(item.date)}
              </p>
              {item.titre && <p className={staffStyles.customerText}>«&nbsp;{item.titre}&nbsp;»</p>}
              <p className={staffStyles.customerText}>{item.texte}</p>
              <ModerationForm cible={item.cible} id={item.id} subject={item.sujet} reasons={REASONS} />
            </article>
          ))}
        </Fragment>
      )}
    </div>
  );
}
