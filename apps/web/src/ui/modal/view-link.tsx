"use client";
// A link that works without JavaScript (it goes to its page or file) and, once scripts run, opens the named modal
// view instead: the quick view, the recalls, the survey, the lists, orders and cards, the terms of sale, the
// personal-data notice and the cinema contest's rules. Opened in a new tab, or when `follow` says so (a guest, who
// must sign in first), it stays a link.
import type { MouseEvent, ReactNode } from "react";
import { openTarget, useModal, type ModalTarget } from "./modal-context.ts";

/** The view a link opens (from a Server Component: its payload must be plain data). */
export type ViewTarget = ModalTarget;

/** A plain click (not a new tab or window): the link may open its dialog instead. */
export const isPlainClick = (event: MouseEvent): boolean => !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0);

export function ViewLink({
  href,
  target,
  follow = false,
  className,
  label,
  children,
}: {
  href: string;
  target: ViewTarget;
  follow?: boolean;
  className?: string;
  /** The accessible name, when the visible text alone is ambiguous (one « Supprimer » per row). */
  label?: string;
  children: ReactNode;
}) {
  const { openModal } = useModal();
  return (
    <a
      href={href}
      className={className}
      aria-label={label}
      aria-haspopup={follow ? undefined : "dialog"}
      onClick={(event) => {
        if (follow || !isPlainClick(event)) return;
        event.preventDefault();
        openTarget(openModal, target);
      }}
    >
      {children}
    </a>
  );
}
