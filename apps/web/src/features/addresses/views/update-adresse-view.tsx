"use client";
// UPDATE_ADRESSE dialog: the address form (new, or the address given), closed once saved. A new address starts with
// the account's names, postal code and phone, read before the form shows (its fields take their values once).
import { useEffect, useState } from "react";
import type { AddressView, UserEntity } from "@cabas/contracts";
import { fetchCall } from "../../../lib/api/browser.ts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { Spinner } from "../../../ui/spinner/spinner.tsx";
import { AddressForm, type AddressPrefill } from "../address-form.tsx";
import { addressPrefillOf } from "../address-prefill.ts";

export default function UpdateAdresseView({ address, onClose }: { address?: AddressView; onClose: () => void }) {
  // null while the account is read; an unreadable account leaves the form empty, as before.
  const [prefill, setPrefill] = useState<AddressPrefill | null>(address ? {} : null);
  useEffect(() => {
    if (address) return;
    const controller = new AbortController();
    fetchCall<{ user: UserEntity }>("me", {}, controller.signal)
      .then((result) => setPrefill(result.ok ? addressPrefillOf(result.data.user) : {}))
      .catch(() => undefined);
    return () => controller.abort();
  }, [address]);
  return (
    <>
      <ModalTitle>{address ? "Modifier l'adresse" : "Nouvelle adresse"}</ModalTitle>
      {prefill === null ? <Spinner size={28} /> : <AddressForm address={address} prefill={prefill} onDone={onClose} />}
    </>
  );
}
