"use client";
// Markdown read from the web-service and shown in a dialog — a content page (CGV: the terms of sale; RGPD: the
// personal-data notice) or a game's rules (REGLEMENT_JEU_CINE) — with a link to the same text's page when it cannot
// be loaded.
import { useCallback, useEffect, useState } from "react";
import type { StaticPage } from "@cabas/contracts";
import { fetchCall } from "../../../lib/api/browser.ts";
import { Markdown } from "../../../lib/markdown/markdown.tsx";
import { Spinner } from "../../spinner/spinner.tsx";
import { ModalTitle } from "./view-parts.tsx";
import styles from "./views.module.css";

export type MarkdownText = { title: string; body: string };
/** Reads the text, or null when the web-service cannot give it. Keep it stable (module level or useCallback). */
export type MarkdownLoader = (signal: AbortSignal) => Promise<MarkdownText | null>;

type State = { status: "loading" } | { status: "ready"; text: MarkdownText } | { status: "error" };

export function MarkdownDialog({ load, title, error, fullPage, href }: { load: MarkdownLoader; title: string; error: string; fullPage: string; href: string }) {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (text) => setState(text ? { status: "ready", text } : { status: "error" }),
      () => {},
    );
    return () => controller.abort();
  }, [load]);

  return (
    <>
      <ModalTitle>{state.status === "ready" ? state.text.title : title}</ModalTitle>
      {state.status === "loading" && <Spinner size={28} />}
      {state.status === "error" && (
        <p className={styles.error} role="alert">
          {error} <a href={href}>{fullPage}</a>
        </p>
      )}
      {state.status === "ready" && <Markdown source={state.text.body} />}
    </>
  );
}

export function StaticPageDialog({ slug, title, error, fullPage }: { slug: string; title: string; error: string; fullPage: string }) {
  const load = useCallback<MarkdownLoader>(
    (signal) => fetchCall<{ page: StaticPage }>("getStaticPage", { slug }, signal).then((result) => (result.ok ? result.data.page : null)),
    [slug],
  );
  return <MarkdownDialog load={load} title={title} error={error} fullPage={fullPage} href={`/${slug}`} />;
}
