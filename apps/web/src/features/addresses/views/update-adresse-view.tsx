"use client";
// UPDATE_ADRESSE dialog: the address form (new, or the address given), closed once saved.
import type { AddressView } from "@cabas/contracts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { AddressForm } from "../address-form.tsx";

export default function UpdateAdresseView({ address, onClose }: { address?: AddressView; onClose: () => void }) {
  return (
    <>
      <ModalTitle>{address ? "Modifier l'adresse" : "Nouvelle adresse"}</ModalTitle>
      <AddressForm address={address} onDone={onClose} />
    </>
  );
}
