"use client";
// INDISPO view: products of the basket not sold or out of stock where it is now delivered, each with substitutes
// the shopper can add in one click (setAdresses answers `indispos` in this shape).
import type { UnavailableProduct } from "@cabas/contracts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { ClientProductGrid } from "../../catalogue/views/client-tile.tsx";

export default function IndispoView({ indispos }: { indispos: UnavailableProduct[] }) {
  return (
    <>
      <ModalTitle>Produits indisponibles</ModalTitle>
      <p>Ces produits ne sont pas disponibles à votre adresse de livraison.</p>
      {indispos.map((product) => (
        <section key={product.id} aria-label={product.name}>
          <h3>{product.name}</h3>
          {product.substitutes.length === 0 ? (
            <p>Pas de produit équivalent pour le moment.</p>
          ) : (
            <>
              <p>Vous pouvez le remplacer par :</p>
              <ClientProductGrid products={product.substitutes} />
            </>
          )}
        </section>
      ))}
    </>
  );
}
