"use client";
// A link that works without JavaScript (it goes to its page or file) and, once scripts run, opens the named modal
// view instead — the pattern of the postal-code chip, for order and card views.
import type { ReactNode } from "react";
import { useModal } from "../../ui/modal/modal-context.ts";

type OrderViewTarget =
  | { view: "COMMANDES_EN_COURS" }
  | { view: "ADD_CARD" }
  | { view: "COMMANDE_DOWNLOAD"; payload: { id_commande: number } };

export function ViewLink({ href, target, className, children }: { href: string; target: OrderViewTarget; className?: string; children: ReactNode }) {
  const { openModal } = useModal();
  return (
    <a
      href={href}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (target.view === "COMMANDE_DOWNLOAD") openModal("COMMANDE_DOWNLOAD", target.payload);
        else openModal(target.view);
      }}
    >
      {children}
    </a>
  );
}
