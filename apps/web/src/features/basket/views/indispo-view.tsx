"use client";
// INDISPO view: products of the basket not sold or out of stock where it is now delivered (setAdresses answers
// `indispos` in this shape), each with the products that can take its place: the basket page's choices (ADR 0044),
// « Remplacer par ce produit » replacing the line in the basket. Only a client dialog, opened once the address is
// chosen: without JavaScript the basket page offers the same replacements.
import { useEffect, useRef, useState } from "react";
import type { UnavailableProduct } from "@cabas/contracts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { SubstituteChoices } from "../substitute-choices.tsx";
import { replacedNote, withRefusal, withReplaced, type SubstituteOutcomes } from "../substitute-outcome.ts";
import { typesetFrench } from "@cabas/contracts/french-typography";

export default function IndispoView({ indispos }: { indispos: UnavailableProduct[] }) {
  // What became of each product: replaced, or refused in words said here (the basket's toasts sit under the dialog).
  const [outcomes, setOutcomes] = useState<SubstituteOutcomes>(() => new Map());
  const [lastReplaced, setLastReplaced] = useState<number | null>(null);
  const notes = useRef(new Map<number, HTMLParagraphElement>());
  // The button used went with its choices: focus goes to what took their place.
  useEffect(() => {
    if (lastReplaced !== null) notes.current.get(lastReplaced)?.focus();
  }, [lastReplaced]);

  return (
    <>
      <ModalTitle>Produits indisponibles</ModalTitle>
      <p>Ces produits ne sont pas disponibles à votre adresse de livraison.</p>
      <p>Ceux que vous ne remplacez pas restent dans votre panier, où vous pourrez les retirer.</p>
      {indispos.map((product) => {
        const outcome = outcomes.get(product.id);
        return (
          <section key={product.id} aria-label={product.name}>
            <h3>{typesetFrench(product.name)}</h3>
            {outcome?.kind === "replaced" ? (
              <p
                tabIndex={-1}
                ref={(node) => {
                  if (node) notes.current.set(product.id, node);
                  else notes.current.delete(product.id);
                }}
              >
                {replacedNote(outcome.by)}
              </p>
            ) : (
              <>
                {outcome?.kind === "refused" && (
                  // Keyed by attempt: the same refusal twice is said twice.
                  <p key={outcome.attempt} role="alert">
                    {outcome.message}
                  </p>
                )}
                <SubstituteChoices
                  item={product}
                  substitutes={product.substitutes}
                  onReplaced={(substituteId) => {
                    const name = product.substitutes.find((card) => card.id === substituteId)?.name ?? "";
                    setOutcomes((known) => withReplaced(known, product.id, name));
                    setLastReplaced(product.id);
                  }}
                  onRefused={(message) => setOutcomes((known) => withRefusal(known, product.id, message))}
                />
              </>
            )}
          </section>
        );
      })}
    </>
  );
}
