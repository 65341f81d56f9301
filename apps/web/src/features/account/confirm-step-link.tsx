"use client";
// A link to a page's confirmation step (`?supprimer=1`), which works without JavaScript; with it, the confirmation
// is the specification's generic dialog (DELETE_LIST, DELETE_BLOCNOTES) and its button sends the same Server Action
// as the step's form. The action goes to the next page itself; a refusal becomes a toast.
import type { ReactNode } from "react";
import { useT } from "../../i18n/client.tsx";
import { ViewLink } from "../../ui/modal/view-link.tsx";
import { useToast } from "../../ui/toast/toaster.tsx";
import { IDLE, type FormState } from "./form-state.ts";

export type ConfirmStepView = "DELETE_LIST" | "DELETE_BLOCNOTES";

export function ConfirmStepLink({
  href,
  view,
  title,
  message,
  confirmLabel,
  action,
  fields,
  className,
  children,
}: {
  href: string;
  view: ConfirmStepView;
  title: string;
  message: string;
  confirmLabel: string;
  action: (prev: FormState, form: FormData) => Promise<FormState>;
  fields: Record<string, string | number>;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  const toast = useToast();
  const confirm = async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
    // A redirect performed by the action resolves to nothing here: the router is already on its way.
    const state: FormState | undefined = await action(IDLE, form).catch((): FormState => ({ status: "error" }));
    if (state?.status === "error") toast.error(state.message || t("error"));
  };
  return (
    <ViewLink href={href} target={{ view, payload: { title, message, confirmLabel, onConfirm: confirm } }} className={className}>
      {children}
    </ViewLink>
  );
}
