"use client";
// REGLEMENT_JEU_CINE: the cinema contest's rules, read from the web-service (getConcoursCine), with the way to their
// page when they cannot be loaded.
import type { CinemaContestView } from "@cabas/contracts";
import { fetchCall } from "../../../lib/api/browser.ts";
import { MarkdownDialog, type MarkdownLoader } from "../../../ui/modal/views/static-page-dialog.tsx";
import { CINEMA_RULES_PATH } from "../paths.ts";

const TITLE = "Règlement du jeu concours cinéma";

const loadRules: MarkdownLoader = (signal) =>
  fetchCall<{ concours: CinemaContestView }>("getConcoursCine", {}, signal).then((result) =>
    result.ok && result.data.concours.reglement ? { title: TITLE, body: result.data.concours.reglement } : null,
  );

export default function CinemaRulesView() {
  return (
    <MarkdownDialog
      load={loadRules}
      title={TITLE}
      error="Le règlement ne peut pas être affiché pour le moment."
      fullPage="Lire le règlement sur sa page"
      href={CINEMA_RULES_PATH}
    />
  );
}
