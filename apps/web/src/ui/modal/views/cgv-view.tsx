"use client";
// CGV view: loads the terms of sale page from the web-service and shows it.
import { useEffect, useState } from "react";
import type { StaticPage } from "@cabas/contracts";
import { useT } from "../../../i18n/client.tsx";
import { fetchCall } from "../../../lib/api/browser.ts";
import { Markdown } from "../../../lib/markdown/markdown.tsx";
import { Spinner } from "../../spinner/spinner.tsx";
import { ModalTitle } from "./view-parts.tsx";
import styles from "./views.module.css";

export const CGV_SLUG = "conditions-generales-de-vente";

type State = { status: "loading" } | { status: "ready"; page: StaticPage } | { status: "error" };

export default function CgvView() {
  const t = useT();
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetchCall<{ page: StaticPage }>("getStaticPage", { slug: CGV_SLUG }, controller.signal).then(
      (result) => setState(result.ok ? { status: "ready", page: result.data.page } : { status: "error" }),
      () => {},
    );
    return () => controller.abort();
  }, []);

  return (
    <>
      <ModalTitle>{state.status === "ready" ? state.page.title : t("modal.cgv-title")}</ModalTitle>
      {state.status === "loading" && <Spinner size={28} />}
      {state.status === "error" && (
        <p className={styles.error} role="alert">
          {t("modal.cgv-error")} <a href={`/${CGV_SLUG}`}>{t("modal.cgv-full-page")}</a>
        </p>
      )}
      {state.status === "ready" && <Markdown source={state.page.body} />}
    </>
  );
}
