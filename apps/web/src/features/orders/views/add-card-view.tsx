"use client";
// ADD_CARD: the provider's hosted card form in a dialog. The provider sends the shopper back to /cartes-bancaires
// with the card's token, where it is named and saved: the number never goes through Cabas.
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { ProviderCardForm } from "../provider-card-form.tsx";

export default function AddCardView() {
  return (
    <>
      <ModalTitle>Ajouter une carte bancaire</ModalTitle>
      <p>
        Votre carte est saisie sur la page sécurisée de notre prestataire de paiement. Une fois vérifiée, vous pourrez
        lui donner un nom et l&apos;enregistrer.
      </p>
      <ProviderCardForm autoFocus />
    </>
  );
}
