"use client";
// A link that works without JavaScript (it goes to its page or file) and, once scripts run, opens the named modal
// view instead: the survey, the lists, orders and cards, the terms of sale, the personal-data notice and the cinema
// contest's rules. Opened in a new tab, or when `follow` says so (a guest, who must sign in first), it stays a link.
import type { MouseEvent, ReactNode } from "react";
import { useModal } from "./modal-context.ts";

export type ViewTarget =
  | { view: "NOUVEAU_SITE_SONDAGE" | "ADD_LIST_MODAL" | "LISTS_MODAL" | "COMMANDES_EN_COURS" | "ADD_CARD" | "CGV" | "RGPD" | "REGLEMENT_JEU_CINE" }
  | { view: "COMMANDE_DOWNLOAD"; payload: { id_commande: number } };

/** A plain click (not a new tab or window): the link may open its dialog instead. */
export const isPlainClick = (event: MouseEvent): boolean => !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);

export function ViewLink({
  href,
  target,
  follow = false,
  className,
  children,
}: {
  href: string;
  target: ViewTarget;
  follow?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { openModal } = useModal();
  return (
    <a
      href={href}
      className={className}
      aria-haspopup={follow ? undefined : "dialog"}
      onClick={(event) => {
        if (follow || !isPlainClick(event)) return;
        event.preventDefault();
        if (target.view === "COMMANDE_DOWNLOAD") openModal("COMMANDE_DOWNLOAD", target.payload);
        else openModal(target.view);
      }}
    >
      {children}
    </a>
  );
}
