"use client";
// The waiting list of a product sold on reservation whose reservations are all taken (ADR 0114), under the product
// page's notice. The page is shared by every shopper (ADR 0032): the shopper's own place is read once scripts run
// (maListeAttente); a guest is asked to sign in first. Joining and leaving are a real <form> and its Server Action. A
// shopper told of a freed place finds it held for them (ADR 0120), with its own add-to-basket button.
import Link from "next/link";
import { useActionState, useEffect, useId, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { BasketStepper } from "../basket/basket-stepper.tsx";
import { fetchCall } from "../../lib/api/browser.ts";
import { IDLE } from "../account/form-state.ts";
import { SIGN_IN_PATH } from "../account/paths.ts";
import accountStyles from "../account/account.module.css";
import { waitlistAction, type WaitlistFormState } from "./actions.ts";
import { readWaitlistEntry, WAITLIST_GUEST_AFTER_LINK, WAITLIST_HINT, waitlistStatus, type WaitlistEntry } from "./waitlist-view.ts";
import styles from "./reservation-waitlist.module.css";

type Read = { kind: "reading" } | { kind: "guest" } | { kind: "failed" } | { kind: "read"; entry: WaitlistEntry };

export function ReservationWaitlist({ productId, slug, name }: { productId: number; slug: string; name: string }) {
  const titleId = `${useId()}-title`;
  const [read, setRead] = useState<Read>({ kind: "reading" });
  const [state, action, pending] = useActionState<WaitlistFormState, FormData>(waitlistAction, IDLE);

  useEffect(() => {
    const controller = new AbortController();
    fetchCall<unknown>("maListeAttente", { id_produit: productId }, controller.signal)
      .then((result) => {
        if (result.ok) {
          const entry = readWaitlistEntry(result.data);
          setRead(entry ? { kind: "read", entry } : { kind: "failed" });
        } else setRead(result.status === 401 || result.status === 403 ? { kind: "guest" } : { kind: "failed" });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId]);

  // The answer of the last join or leave is the freshest state; before it, what was read on arrival.
  const entry = state.entry ?? (read.kind === "read" ? read.entry : null);
  const status = entry ? waitlistStatus(entry) : null;
  // Nothing until the shopper's place is read: a heading over an empty box would be all a browser without scripts
  // shows (it cannot read the place, and a guest's post would meet the web-service's 401).
  if (read.kind === "reading" && state.status === "idle") return null;

  return (
    <section className={styles.waitlist} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Liste d&apos;attente
      </h2>
      {read.kind === "guest" ? (
        <p>
          Une réservation peut se libérer (une commande annulée ou réduite).{" "}
          <Link href={`${SIGN_IN_PATH}?redirect=${encodeURIComponent(`/${slug}`)}`} prefetch={false}>
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
          {!entry || entry.etat === "absent" ? (
            <p className={styles.hint}>{WAITLIST_HINT}</p>
          ) : null}
          {/* The place held for this shopper (ADR 0120): the shared page shows the product sold out to everyone, so its
              own button is here, within what is held. */}
          {entry?.etat === "prevenu" && entry.places_reservees > 0 ? (
            <BasketStepper productId={productId} name={name} available stock={entry.places_reservees} />
          ) : null}
          <form action={action}>
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
  );
}
