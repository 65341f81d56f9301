"use client";
// CONFIRM_PAIEMENT_TEL: before an order paid by phone is placed, the shopper confirms how it works and that
// the order binds them to pay; the payment form is submitted only on « Confirmer ».
import type { PhonePaymentPayload } from "../../../ui/modal/modal-views.ts";
import { ConfirmView } from "../../../ui/modal/views/confirm-view.tsx";

export default function ConfirmPaiementTelView({ telephone, onConfirm, onClose }: PhonePaymentPayload & { onClose: () => void }) {
  return (
    <ConfirmView
      title="Payer par téléphone"
      message={
        // The number is the shop's payment line (payConfiguration's telephone), the one the adviser calls from.
        `Au moment de la préparation de votre commande, un conseiller vous appelle depuis le ${telephone} pour prendre votre paiement par carte bancaire.\n\n` +
        "Votre commande est passée dès maintenant, avec obligation de paiement."
      }
      confirmLabel="Confirmer"
      onConfirm={onConfirm}
      simple={false}
      onClose={onClose}
    />
  );
}
