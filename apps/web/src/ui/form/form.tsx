"use client";
// A <form> whose fields take their ids from the form (React's useId: the same on the server and after hydration),
// so its error summary, rendered above them, can link to each one (`#<form id>-<name>`) without JavaScript.
import { createContext, useContext, useId, type ComponentPropsWithRef, type MouseEvent } from "react";
import { fieldId } from "./error-summary.ts";

const FormScope = createContext<string | null>(null);

/** Drop-in for <form>: same props; gives the fields inside it ids its error summary can link to. */
export function Form(props: ComponentPropsWithRef<"form">) {
  const scope = useId();
  return (
    <FormScope value={scope}>
      <form {...props} />
    </FormScope>
  );
}

/** The ids' prefix of the enclosing Form, null outside one. */
export const useFormScope = (): string | null => useContext(FormScope);

/** The id of the control named `name`: the one the error summary links to inside a Form, a unique one elsewhere. */
export function useFieldId(name: string): string {
  const scope = useFormScope();
  const own = useId();
  return fieldId(scope ?? own, name);
}

const CONTROL = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

/**
 * With JavaScript, a summary link also focuses its field (a fragment alone only scrolls and moves Tab's starting
 * point): the control itself, or the checked or first control of a group (a fieldset of radios).
 */
export function focusLinkedField(event: MouseEvent<HTMLAnchorElement>): void {
  const id = decodeURIComponent(event.currentTarget.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const control = target.matches(CONTROL)
    ? target
    : (target.querySelector<HTMLElement>("input:checked:not([disabled])") ??
      target.querySelector<HTMLElement>(CONTROL));
  if (!control) return;
  event.preventDefault();
  // The label (or the group's legend) above the field comes into view with it.
  (target.closest("fieldset, div") ?? target).scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}
