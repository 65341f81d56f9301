"use client";
// NOUVEAU_SITE_SONDAGE (a generic dialog, spec §2): the new-site survey. Its questions for a customer who has not
// answered yet, thanks as a toast once answered; a guest is asked to sign in, one who answered is thanked again.
import { useCallback } from "react";
import Link from "next/link";
import type { Survey } from "@cabas/contracts";
import { useCall } from "../../catalogue/views/use-call.ts";
import { ViewStatus } from "../../catalogue/views/view-state.tsx";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { useToast } from "../../../ui/toast/toaster.tsx";
import { ActingAsNotice } from "../../account/acting-as-notice.tsx";
import { useActingAs } from "../../account/acting-as-context.tsx";
import { loginUrlFor } from "../../../lib/session/redirect-target.ts";
import { SURVEY_PATH } from "../paths.ts";
import { SurveyForm } from "../survey-form.tsx";
import { SURVEY_ALREADY_ANSWERED, SURVEY_THANKS } from "../survey-texts.ts";

type SurveyAnswer = { sondage: Survey; peut_repondre: boolean; deja_repondu: boolean };

export default function SurveyView({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const state = useCall<SurveyAnswer>("getSurvey", {});
  const actingAs = useActingAs();
  const answered = useCallback(
    (thanks: string) => {
      toast.success(thanks || SURVEY_THANKS);
      onClose();
    },
    [toast, onClose],
  );
  if (state.status !== "ready") {
    return (
      <>
        <ModalTitle>Sondage</ModalTitle>
        <ViewStatus state={state} />
      </>
    );
  }
  const { sondage, peut_repondre, deja_repondu } = state.data;
  return (
    <>
      <ModalTitle>{sondage.titre}</ModalTitle>
      {sondage.introduction && <p>{sondage.introduction}</p>}
      {deja_repondu ? (
        <p role="status">{SURVEY_ALREADY_ANSWERED}</p>
      ) : peut_repondre ? (
        actingAs ? <ActingAsNotice call="postSurvey" /> : <SurveyForm survey={sondage} onAnswered={answered} />
      ) : (
        <p>
          <Link href={loginUrlFor(SURVEY_PATH)}>Connectez-vous</Link> pour répondre au sondage&nbsp;: une réponse par client.
        </p>
      )}
    </>
  );
}
