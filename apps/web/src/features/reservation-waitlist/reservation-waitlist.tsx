"use client";
// The waiting list of a product sold on reservation whose reservations are all taken (ADR 0114), under the product
// page's notice. The page is shared by every shopper (ADR 0032): the shopper's own place is read once scripts run
// (maListeAttente); a guest is asked to sign in first, and comes back to the box ready to join with one click (ADR
// 0123). Joining and leaving are a real <form> and its Server Action. A shopper told of a freed place finds it held for
// them (ADR 0120): their own add-to-basket button stands where everyone else reads the product sold out.
import Link from "next/link";
import { useActionState, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "../../ui/button/button.tsx";
import { BasketStepper } from "../basket/basket-stepper.tsx";
import { useBasket } from "../basket/basket-context.tsx";
import { fetchCall } from "../../lib/api/browser.ts";
import { IDLE } from "../account/form-state.ts";
import { SIGN_IN_PATH } from "../account/paths.ts";
import accountStyles from "../account/account.module.css";
import { waitlistAction, type WaitlistFormState } from "./actions.ts";
import { useHeldPlaceClock } from "./held-place-clock.ts";
import { useHeldPlace } from "./held-places-context.tsx";
import { heldPlaceEntry } from "./held-places.ts";
import {
  asksToJoin,
  heldPlaceNotice,
  heldPlaces,
  readWaitlistEntry,
  WAITLIST_GUEST_AFTER_LINK,
  WAITLIST_HINT,
  waitlistSignInHref,
  waitlistStatus,
  withoutReturnParam,
  type WaitlistEntry,
} from "./waitlist-view.ts";
import styles from "./reservation-waitlist.module.css";

/** `at`: when the place was read, the clock a held place's window is checked against. */
type Read = { kind: "reading" } | { kind: "guest" } | { kind: "failed" } | { kind: "read"; entry: WaitlistEntry; at: number };

/**
 * `soldOut`: what the shared page shows everyone (« toutes les réservations sont prises » and the disabled
 * « Indisponible »), server-rendered; it gives way to the shopper's own add-to-basket while a place is held for them.
 */
export function ReservationWaitlist({
  productId,
  slug,
  name,
  soldOut,
}: {
  productId: number;
  slug: string;
  name: string;
  soldOut: ReactNode;
}) {
  const titleId = `${useId()}-title`;
  const [read, setRead] = useState<Read>({ kind: "reading" });
  const [state, action, pending] = useActionState<WaitlistFormState, FormData>(waitlistAction, IDLE);
  const joinRef = useRef<HTMLFormElement>(null);
  // The held units once added: the notices then say they are in the basket instead of asking to add them.
  const inBasket = useBasket().quantityOf(productId);

  useEffect(() => {
    const controller = new AbortController();
    fetchCall<unknown>("maListeAttente", { id_produit: productId }, controller.signal)
      .then((result) => {
        if (result.ok) {
          const entry = readWaitlistEntry(result.data);
          setRead(entry ? { kind: "read", entry, at: Date.now() } : { kind: "failed" });
        } else setRead(result.status === 401 || result.status === 403 ? { kind: "guest" } : { kind: "failed" });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId]);

  // Back from signing in to join (the guest's link, ADR 0123): once the place is read, the box's join button takes
  // focus (and scrolls into view) for one click; nothing is joined without it. The parameter then leaves the address.
  useEffect(() => {
    if (read.kind === "reading" || !asksToJoin(window.location.search)) return;
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, "", withoutReturnParam(pathname, search, hash));
    if (read.kind !== "read" || read.entry.etat !== "absent") return;
    const focusJoin = () => {
      const button = joinRef.current?.querySelector<HTMLButtonElement>('button[value="rejoindre"]');
      button?.focus();
      button?.scrollIntoView({ block: "center" });
    };
    // An account just created comes back under its welcome dialog, which holds focus and, once closed, gives it to the
    // page's top (it opened before the button was there): the button takes it when the dialog has closed, after the
    // dialog's own return of focus (QA of 2026-12-02). A dialog shown again at once (its close event fired while it
    // became modal) is still open then, and is waited for.
    const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
    if (!dialog) {
      focusJoin();
      return;
    }
    let timer: number | undefined;
    const onClose = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (dialog.open) return;
        dialog.removeEventListener("close", onClose);
        focusJoin();
      }, 0);
    };
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("close", onClose);
      window.clearTimeout(timer);
    };
  }, [read]);

  // The places held for the shopper the page already has (ADR 0131: given with a page rendered for them without
  // scripts, or read for its tiles): until the box reads its own, such a place is the told customer's entry, so a
  // browser without scripts shows it too.
  const given = useHeldPlace(productId);
  const seeded = read.kind === "reading" && given ? { entry: heldPlaceEntry(given.place), at: given.at } : null;
  // The answer of the last join or leave is the freshest state; before it, what was read on arrival.
  const entry = state.entry ?? (read.kind === "read" ? read.entry : (seeded?.entry ?? null));
  // A place is held only as read on arrival (a join or leave never answers one): checked against the time of that read,
  // moved on when its window ends while the page stays open (ADR 0137; a seeded place's clock is the tiles' provider's).
  const readClock = useHeldPlaceClock(read.kind === "read" ? read.at : 0, read.kind === "read" ? [read.entry.jusqu_au] : []);
  const clock = read.kind === "read" ? readClock : (seeded?.at ?? Number.POSITIVE_INFINITY);
  const held = heldPlaces(entry, clock);
  // Its status says the window has ended by that clock; a place not read (an answer alone) says what it answers.
  const status = entry ? waitlistStatus(entry, inBasket, read.kind === "read" || seeded ? clock : undefined) : null;
  // Until the shopper's place is read, the page as everyone sees it: a heading over an empty box would be all a
  // browser without scripts shows (it cannot read the place, and a guest's post would meet the web-service's 401).
  if (read.kind === "reading" && state.status === "idle" && !seeded) return soldOut;

  return (
    <>
      {/* The place held for this shopper (ADR 0120, 0123): the shared page shows the product sold out to everyone; for
          them, until when it is theirs and its own button, within what is held, where « Indisponible » stood. */}
      {held > 0 && entry?.jusqu_au ? (
        <div className={styles.held}>
          <p>{heldPlaceNotice(entry.jusqu_au, held, inBasket)}</p>
          <BasketStepper productId={productId} name={name} available stock={held} size="big" />
        </div>
      ) : (
        soldOut
      )}
      <section className={styles.waitlist} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          Liste d&apos;attente
        </h2>
        {read.kind === "guest" ? (
          <p>
            Une réservation peut se libérer (une commande annulée ou réduite).{" "}
            <Link href={waitlistSignInHref(SIGN_IN_PATH, slug)} prefetch={false}>
              Connectez-vous
            </Link>{" "}
            {WAITLIST_GUEST_AFTER_LINK}
          </p>
        ) : (
          <>
            {state.status === "success" && state.message && (
              <p role="status" className={accountStyles.formSuccess}>
                {state.message}
              </p>
            )}
            {state.status === "error" && (
              <p role="alert" className={accountStyles.formError}>
                {state.message}
              </p>
            )}
            {status && state.status !== "success" ? <p role="status">{status}</p> : null}
            {!entry || entry.etat === "absent" ? <p className={styles.hint}>{WAITLIST_HINT}</p> : null}
            <form action={action} ref={joinRef}>
              <input type="hidden" name="id_produit" value={productId} />
              {entry && entry.etat !== "absent" ? (
                <Button type="submit" name="intention" value="quitter" variant="secondary" loading={pending}>
                  Quitter la liste d&apos;attente
                </Button>
              ) : (
                <Button type="submit" name="intention" value="rejoindre" loading={pending}>
                  Rejoindre la liste d&apos;attente
                </Button>
              )}
            </form>
          </>
        )}
      </section>
    </>
  );
}
