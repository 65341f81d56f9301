"use client";
// A content page of the web-service shown in a dialog (CGV: the terms of sale; RGPD: the personal-data notice), with
// a link to the same page when it cannot be loaded.
import { useEffect, useState } from "react";
import type { StaticPage } from "@cabas/contracts";
import { fetchCall } from "../../../lib/api/browser.ts";
import { Markdown } from "../../../lib/markdown/markdown.tsx";
import { Spinner } from "../../spinner/spinner.tsx";
import { ModalTitle } from "./view-parts.tsx";
import styles from "./views.module.css";

type State = { status: "loading" } | { status: "ready"; page: StaticPage } | { status: "error" };

export function StaticPageDialog({ slug, title, error, fullPage }: { slug: string; title: string; error: string; fullPage: string }) {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    fetchCall<{ page: StaticPage }>("getStaticPage", { slug }, controller.signal).then(
      (result) => setState(result.ok ? { status: "ready", page: result.data.page } : { status: "error" }),
      () => {},
    );
    return () => controller.abort();
  }, [slug]);

  return (
    <>
      <ModalTitle>{state.status === "ready" ? state.page.title : title}</ModalTitle>
      {state.status === "loading" && <Spinner size={28} />}
      {state.status === "error" && (
        <p className={styles.error} role="alert">
          {error} <a href={`/${slug}`}>{fullPage}</a>
        </p>
      )}
      {state.status === "ready" && <Markdown source={state.page.body} />}
    </>
  );
}
