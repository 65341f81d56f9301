"use client";
// ADD_CARD: the provider's hosted card form in a dialog. The provider sends the shopper back to /cartes-bancaires
// with the card's token, where it is named and saved (the number never goes through Cabas), then back here.
import { usePathname } from "next/navigation";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { cardReturnCookie } from "../card-return.ts";
import { ProviderCardForm } from "../provider-card-form.tsx";

export default function AddCardView() {
  const pathname = usePathname();
  // The provider answers on /cartes-bancaires whatever page opened the dialog: remember this one for after addCB.
  const remember = () => {
    document.cookie = cardReturnCookie(pathname);
  };
  return (
    <>
      <ModalTitle>Ajouter une carte bancaire</ModalTitle>
      <p>
        Votre carte est saisie sur la page sécurisée de notre prestataire de paiement. Une fois vérifiée, vous pourrez
        lui donner un nom et l&apos;enregistrer.
      </p>
      <div onSubmit={remember}>
        <ProviderCardForm autoFocus />
      </div>
    </>
  );
}
