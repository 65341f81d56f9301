// A survey to answer, as a page (it works without JavaScript; with it, the footer's link opens the
// NOUVEAU_SITE_SONDAGE dialog instead): its questions for a signed-in customer, a sign-in link for a guest, thanks
// once answered.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { NEW_SITE_SURVEY, surveyCodeField } from "@cabas/contracts";
import { ActingAsNotice } from "@/features/account/acting-as-notice";
import { isStaffActingAs } from "@/features/account/current-user";
import { pageMetadata } from "@/features/content/metadata";
import { PageHeader } from "@/features/content/page-header";
import { SURVEY_PATH, surveyPath } from "@/features/reviews/paths";
import { readSurvey } from "@/features/reviews/review-data";
import { SurveyForm } from "@/features/reviews/survey-form";
import { SURVEY_ALREADY_ANSWERED, SURVEY_THANKS } from "@/features/reviews/survey-texts";
import { firstParam, loginUrlFor } from "@/lib/session/redirect-target";
import { routeMessageProps } from "@/ui/focus/route-message";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The survey named in the address when it is a well-formed code (as the call checks it), else the new-site one. */
const codeOf = (raw: string | undefined): string => {
  const parsed = surveyCodeField.safeParse(raw);
  return parsed.success ? parsed.data : NEW_SITE_SURVEY;
};

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata({ title: "Sondage", description: "Donnez votre avis sur Cabas en deux minutes.", path: SURVEY_PATH })), robots: { index: false } };
}

export default async function SurveyPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const code = codeOf(firstParam(params.code));
  const [result, actingAs] = await Promise.all([readSurvey(code), isStaffActingAs()]);
  if (!result.ok) {
    if (result.status === 404) notFound();
    return (
      <div className="page">
        <PageHeader title="Sondage" />
        <p role="alert">Le sondage ne peut pas être affiché pour le moment. Réessayez dans quelques instants.</p>
      </div>
    );
  }
  const { sondage, peut_repondre, deja_repondu } = result.data;
  const thanked = firstParam(params.merci) === "1";
  return (
    <div className="page">
      <PageHeader title={sondage.titre} lead={sondage.introduction} />
      {thanked || deja_repondu ? (
        <p role="status" {...(thanked ? routeMessageProps : {})}>
          {thanked ? SURVEY_THANKS : SURVEY_ALREADY_ANSWERED} <Link href="/">Retour à l&apos;accueil</Link>
        </p>
      ) : peut_repondre ? (
        actingAs ? <ActingAsNotice call="postSurvey" /> : <SurveyForm survey={sondage} />
      ) : (
        <p>
          <Link href={loginUrlFor(surveyPath(code))}>Connectez-vous</Link> pour répondre au sondage&nbsp;: une réponse par client.
        </p>
      )}
    </div>
  );
}
