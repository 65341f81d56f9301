"use client";
// A basket form: a real <form method="post"> to the basket's Server Action (works before hydration and without
// JavaScript); once hydrated, the submit goes through the basket context instead, without leaving the page.
import type { FormEvent, ReactNode } from "react";
import { basketFormAction, type BasketActionResult } from "./actions.ts";
import { useBasket } from "./basket-context.tsx";
import { STEP_FIELD } from "./basket-step.ts";

export function BasketForm({
  fields,
  children,
  className,
  successToast = false,
  errorToast = true,
  onDone,
  onSettled,
  "aria-label": ariaLabel,
}: {
  /** Hidden fields of the updatePanier payload (action, id, quantity…). */
  fields: Record<string, string>;
  children: ReactNode;
  className?: string;
  successToast?: boolean;
  /** False when the caller says a refusal itself (inside a modal dialog, where the toasts cannot be seen). */
  errorToast?: boolean;
  onDone?: () => void;
  /** Called with every answer (null when none came) and the button that sent the form: focus and announcements. */
  onSettled?: (result: BasketActionResult | null, submitter: HTMLElement | null) => void;
  "aria-label"?: string;
}) {
  const { update } = useBasket();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null;
    const payload: Record<string, string> = {};
    for (const [key, value] of new FormData(event.currentTarget).entries()) {
      // The step is for a page without scripts (basket-step.ts): here the quantity sent comes from the live basket.
      if (typeof value === "string" && !key.startsWith("$ACTION") && key !== "back" && key !== STEP_FIELD) payload[key] = value;
    }
    void update(payload, { successToast, errorToast }).then((result) => {
      if (result?.ok) onDone?.();
      onSettled?.(result, submitter);
    });
  };
  return (
    <form action={basketFormAction} onSubmit={onSubmit} className={className} aria-label={ariaLabel}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
