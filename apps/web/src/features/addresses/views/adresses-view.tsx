"use client";
// ADRESSES dialog: choose the basket's delivery and billing addresses, or add a new one (UPDATE_ADRESSE).
import { useEffect, useState } from "react";
import type { AddressView } from "@cabas/contracts";
import { fetchCall } from "../../../lib/api/browser.ts";
import { Button } from "../../../ui/button/button.tsx";
import { useModal } from "../../../ui/modal/modal-context.ts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { Spinner } from "../../../ui/spinner/spinner.tsx";
import { AddressChoice } from "../address-choice.tsx";

type Book = { adresses: AddressView[]; id_adresse_liv: number | null; id_adresse_fac: number | null };

export default function AdressesView({ onClose }: { onClose: () => void }) {
  const { openModal } = useModal();
  const [book, setBook] = useState<Book | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void fetchCall<Book>("mesAdresses").then((result) => {
      if (result.ok) setBook(result.data);
      else setError(result.message || "Vos adresses ne peuvent pas être affichées pour le moment.");
    });
  }, []);
  return (
    <>
      <ModalTitle>Mes adresses</ModalTitle>
      {error && <p role="alert">{error}</p>}
      {!book && !error && <Spinner size={28} />}
      {book && book.adresses.length > 0 && (
        <AddressChoice addresses={book.adresses} deliveryId={book.id_adresse_liv} billingId={book.id_adresse_fac} onDone={onClose} />
      )}
      {book && book.adresses.length === 0 && <p>Vous n&apos;avez pas encore d&apos;adresse.</p>}
      <p>
        <Button type="button" variant="secondary" onClick={() => openModal("UPDATE_ADRESSE", {})}>
          Ajouter une adresse
        </Button>
      </p>
    </>
  );
}
