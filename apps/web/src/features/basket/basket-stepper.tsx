"use client";
// Add-to-basket button and quantity stepper of a product (tiles, product page, basket lines, reminders).
// Each button is its own basket form carrying the quantity it asks for, so it works without JavaScript. Once
// hydrated, the change is announced politely and focus follows the control that replaced the one used.
import { useEffect, useRef, useState } from "react";
import { MAX_LINE_QUANTITY } from "@cabas/contracts/client-values";
import { useAnnounce } from "../../ui/announce/live-announcer.tsx";
import { focusMainAnchor, initialFocusTarget } from "../../ui/modal/focus.ts";
import type { BasketActionResult } from "./actions.ts";
import { useBasket } from "./basket-context.tsx";
import { BasketForm } from "./basket-form.tsx";
import { stepperFocusAfter, type StepperControl } from "./stepper-focus.ts";
import { stepperAnnouncement, stepperLabels } from "./stepper-words.ts";
import { STEP_FIELD } from "./basket-step.ts";
import styles from "./basket.module.css";

/** Focus is lost when it sits on <body> (the focused control was removed or disabled). */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

export function BasketStepper({
  productId,
  name,
  available,
  stock,
  size = "small",
  firstQuantity = 1,
}: {
  productId: number;
  name: string;
  available: boolean;
  stock: number;
  size?: "small" | "big";
  /** How many the add button puts in the basket (a notepad's « 3 yaourts »), within the stock. */
  firstQuantity?: number;
}) {
  const { quantityOf, pending } = useBasket();
  const announce = useAnnounce();
  const quantity = quantityOf(productId);
  const max = Math.min(stock, MAX_LINE_QUANTITY);
  const canAddMore = quantity < max && available;
  const set = (q: number) => ({ action: "set_quantity", id: String(productId), quantity: String(q) });

  const addRef = useRef<HTMLButtonElement>(null);
  const lessRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  // The control to focus once it is shown and enabled, asked for by a change sent from this stepper while focus was
  // in it; `settled` renders again when the answer brings no other change.
  const focusTo = useRef<StepperControl | null>(null);
  const [settled, setSettled] = useState(0);
  // Where focus goes when the whole line leaves the page (basket page, drawer): its dialog, else the main anchor.
  const fallback = useRef<HTMLElement | null | "page">(null);
  const mounted = useRef(false);

  const moveFocusElsewhere = (dialog: HTMLElement | null | "page") => {
    if (!focusLost()) return;
    if (dialog instanceof HTMLElement) initialFocusTarget(dialog, null)?.focus();
    else focusMainAnchor();
  };

  useEffect(() => {
    const target = focusTo.current;
    if (!target) return;
    const element =
      target === "add"
        ? addRef.current
        : target === "less" || moreRef.current?.disabled
          ? lessRef.current
          : moreRef.current;
    // Out of the basket and no longer available: « Indisponible » cannot take focus, the page's anchor does.
    if (target === "add" && quantity === 0 && !available) {
      focusTo.current = null;
      moveFocusElsewhere(fallback.current ?? "page");
      return;
    }
    // Not yet: the answer's render is still to come, or the add button waits for the other changes to end.
    if (!element || element.disabled) return;
    focusTo.current = null;
    fallback.current = null;
    element.focus();
    // Runs again on each render that may show the awaited control.
  }, [quantity, available, pending, settled]);

  useEffect(() => {
    mounted.current = true;
    const lineGone = fallback;
    return () => {
      mounted.current = false;
      // The line left the page with the control that had focus: focus must not stay on <body>.
      if (lineGone.current !== null) moveFocusElsewhere(lineGone.current);
    };
  }, []);

  const onSettled = (result: BasketActionResult | null, submitter: HTMLElement | null) => {
    const used: StepperControl | null =
      submitter === addRef.current
        ? "add"
        : submitter === lessRef.current
          ? "less"
          : submitter === moreRef.current
            ? "more"
            : null;
    const newQuantity = result?.ok
      ? ([...result.panier.items, ...result.panier.reservations].find((item) => item.id === productId)?.quantity ?? 0)
      : quantity;
    if (result?.ok) announce(stepperAnnouncement(name, newQuantity));
    // Focus follows a change sent from this stepper unless the shopper has since moved it elsewhere; a focused
    // control that was removed or disabled while the basket answered has left it on <body>.
    if (!used || !submitter || (document.activeElement !== submitter && !focusLost())) return;
    focusTo.current = stepperFocusAfter(used, newQuantity, newQuantity < max && available);
    const dialog = submitter.closest("dialog");
    fallback.current = newQuantity === 0 ? (dialog ?? "page") : null;
    if (!mounted.current && fallback.current !== null) moveFocusElsewhere(fallback.current);
    else setSettled((n) => n + 1);
  };

  const labels = stepperLabels(name, quantity);
  let control;
  if (quantity === 0) {
    if (!available) {
      control = (
        <button type="button" className={styles.add} data-size={size} disabled aria-label={`Indisponible : ${name}`}>
          Indisponible
        </button>
      );
    } else {
      const first = Math.max(1, Math.min(Math.trunc(firstQuantity), max));
      const label = first > 1 ? `Ajouter ${first} au panier` : "Ajouter au panier";
      control = (
        <BasketForm fields={{ ...set(first), [STEP_FIELD]: String(first) }} className={styles.addForm} onSettled={onSettled}>
          <button
            ref={addRef}
            type="submit"
            className={styles.add}
            data-size={size}
            aria-label={`${label} : ${name}`}
            disabled={pending}
          >
            {label}
          </button>
        </BasketForm>
      );
    }
  } else {
    control = (
      <div className={styles.stepper} data-size={size} role="group" aria-label={`Quantité de ${name}`}>
        <BasketForm fields={{ ...set(quantity - 1), [STEP_FIELD]: "-1" }} onSettled={onSettled}>
          <button ref={lessRef} type="submit" className={styles.step} aria-label={labels.less}>
            −
          </button>
        </BasketForm>
        {/* Not a live region (an <output> is one, reading « 1 » alone): the change is said by the nearest announcer. */}
        <span className={styles.quantity}>{quantity}</span>
        <span className="visually-hidden">dans le panier</span>
        <BasketForm fields={{ ...set(quantity + 1), [STEP_FIELD]: "1" }} onSettled={onSettled}>
          <button ref={moreRef} type="submit" className={styles.step} aria-label={labels.more} disabled={!canAddMore}>
            +
          </button>
        </BasketForm>
      </div>
    );
  }
  return control;
}
