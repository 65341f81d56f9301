"use client";
// Forms of the payment pages that ask first once scripts run. Without JavaScript they post straight to their
// Server Action; hydrated, their submit opens a confirm dialog instead (progressive enhancement).
import { useRef, type FormEvent } from "react";
import type { CardToDelete } from "../../ui/modal/modal-views.ts";
import { useModal } from "../../ui/modal/modal-context.ts";
import { buttonClassName } from "../../ui/button/button.tsx";
import { deleteCardAction, payAction } from "./actions.ts";

/** « Supprimer » on the saved cards list: DELETE_CARD deletes and refreshes the list itself. */
export function DeleteCardForm({ card }: { card: CardToDelete }) {
  const { openModal } = useModal();
  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    openModal("DELETE_CARD", { card });
  };
  return (
    <form action={deleteCardAction} onSubmit={ask}>
      <input type="hidden" name="id_empreinte" value={card.id_empreinte} />
      <button
        type="submit"
        className={buttonClassName({ variant: "secondary", size: "small" })}
        aria-label={`Supprimer la carte ${card.libelle_carte}`}
        aria-haspopup="dialog"
      >
        Supprimer
      </button>
    </form>
  );
}

/** « Commander et payer par téléphone »: CONFIRM_PAIEMENT_TEL first, then this very form is submitted. */
export function PhonePaymentForm({ checkout, telephone, className }: { checkout: string; telephone: string; className?: string }) {
  const { openModal } = useModal();
  // Set just before the confirmed resubmission, so that one goes through to the Server Action.
  const confirmed = useRef(false);
  const ask = (event: FormEvent<HTMLFormElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    openModal("CONFIRM_PAIEMENT_TEL", {
      telephone,
      onConfirm: () => {
        confirmed.current = true;
        form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
      },
    });
  };
  return (
    <form action={payAction} onSubmit={ask} className={className}>
      <h2>Par téléphone</h2>
      <input type="hidden" name="checkout" value={checkout} />
      <input type="hidden" name="mode" value="telephone" />
      <p>Un conseiller vous appelle au moment de la préparation pour régler par carte ({telephone}).</p>
      <button type="submit" className={buttonClassName({ variant: "secondary", wrap: true })} aria-haspopup="dialog">
        Commander et payer par téléphone
      </button>
    </form>
  );
}
