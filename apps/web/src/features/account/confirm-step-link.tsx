"use client";
// A link to a page's confirmation step (`?supprimer=1`), which works without JavaScript; with it, the confirmation
// is the specification's generic dialog (DELETE_LIST, DELETE_BLOCNOTES; CONFIRM for an address, which has no view of its own) and its button sends the same Server Action
// as the step's form. The action goes to the next page itself; a refusal becomes a toast.
import type { ReactNode } from "react";
import { ViewLink } from "../../ui/modal/view-link.tsx";
import { IDLE } from "./form-state.ts";
import { useRedirectingAction, type RedirectingAction } from "./use-redirecting-action.ts";

export type ConfirmStepView = "DELETE_LIST" | "DELETE_BLOCNOTES" | "CONFIRM";

export function ConfirmStepLink({
  href,
  view,
  title,
  message,
  confirmLabel,
  action,
  fields,
  className,
  label,
  children,
}: {
  href: string;
  view: ConfirmStepView;
  title: string;
  message: string;
  confirmLabel: string;
  action: RedirectingAction;
  fields: Record<string, string | number>;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const run = useRedirectingAction();
  const confirm = async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
    await run(action, IDLE, form);
  };
  return (
    <ViewLink href={href} target={{ view, payload: { title, message, confirmLabel, onConfirm: confirm } }} className={className} label={label}>
      {children}
    </ViewLink>
  );
}
