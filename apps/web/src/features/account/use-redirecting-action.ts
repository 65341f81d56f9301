"use client";
// Server Actions that go to the next page when the web-service agrees, run from a dialog: nothing comes back then
// (the router is already on its way); a refusal, or an action that could not be reached, becomes a toast with its
// French message, and the dialog keeps what was typed.
import { useT } from "../../i18n/client.tsx";
import { useToast } from "../../ui/toast/toaster.tsx";
import { isActionRedirect } from "../../lib/action-redirect.ts";
import type { FormState } from "./form-state.ts";

export type RedirectingAction = (prev: FormState, form: FormData) => Promise<FormState>;

/** Runs `action`; answers the refusal's state (already toasted), or undefined once the action redirected. */
export function useRedirectingAction(): (action: RedirectingAction, prev: FormState, form: FormData) => Promise<FormState | undefined> {
  const t = useT();
  const toast = useToast();
  return async (action, prev, form) => {
    // A redirect is the action's success (its promise rejects with it): the next page says what was done.
    const state: FormState | undefined = await action(prev, form).catch((error: unknown): FormState | undefined =>
      isActionRedirect(error) ? undefined : { status: "error" },
    );
    if (state?.status === "error") toast.error(state.message || t("error"));
    return state;
  };
}
