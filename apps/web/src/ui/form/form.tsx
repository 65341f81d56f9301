"use client";
// A <form> whose fields take their ids from the form (React's useId: the same on the server and after hydration),
// so its error summary, rendered above them, can link to each one (`#<form id>-<name>`) without JavaScript.
import { createContext, useContext, useId, type ComponentPropsWithRef, type MouseEvent } from "react";
import { fieldId } from "./error-summary.ts";
import { FIELD_PLACE } from "./field-order.ts";

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

/**
 * Marks where a field that may post nothing sits in its form (radios with none checked, a select on a disabled
 * placeholder): a refusal then lists its error at that place (field-order.ts).
 */
export function FieldPlace({ name }: { name: string }) {
  return <input type="hidden" name={FIELD_PLACE} value={name} />;
}

const CONTROL = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

/** The control a summary link's target stands for: itself, the radio of its group checked now, or a group's first. */
function controlOf(target: HTMLElement): HTMLElement | null {
  if (target instanceof HTMLInputElement && target.type === "radio") {
    // The shopper may have chosen another radio since the page came: focus goes to the one chosen now.
    const group = target.form ? Array.from(target.form.elements) : [];
    const checked = group.find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && element.type === "radio" && element.name === target.name && element.checked && !element.disabled,
    );
    return checked ?? target;
  }
  if (target.matches(CONTROL)) return target;
  return target.querySelector<HTMLElement>("input:checked:not([disabled])") ?? target.querySelector<HTMLElement>(CONTROL);
}

/**
 * With JavaScript, a summary link also focuses its field (a fragment alone only scrolls and moves Tab's starting
 * point): the control itself, or the checked or first radio of a group (the summary links to a group's radio, see
 * linkedChoice, so that without JavaScript too the link lands on a control that takes focus).
 */
export function focusLinkedField(event: MouseEvent<HTMLAnchorElement>): void {
  const id = decodeURIComponent(event.currentTarget.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const control = controlOf(target);
  if (!control) return;
  event.preventDefault();
  // The label (or the group's legend) above the field comes into view with it.
  const frame = control instanceof HTMLInputElement && control.type === "radio" ? control.closest("fieldset") : null;
  (frame ?? target.closest("fieldset, div") ?? target).scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}
