"use client";
// RAPPEL_PRODUITS view: the product recalls in progress.
import { useT } from "../../../i18n/client.tsx";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { useCall } from "./use-call.ts";
import { ViewStatus } from "./view-state.tsx";
import { RecallList, type Recall } from "../recall-list.tsx";

export default function RecallsView() {
  const t = useT();
  const state = useCall<{ recalls: Recall[] }>("rappelProduits", {});
  return (
    <>
      <ModalTitle>{t("catalogue.recalls-title")}</ModalTitle>
      <ViewStatus state={state} />
      {state.status === "ready" && <RecallList recalls={state.data.recalls} t={t} />}
    </>
  );
}
