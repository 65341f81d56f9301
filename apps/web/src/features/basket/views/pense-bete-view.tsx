"use client";
// PENSE_BETE view, "Rien oublié ?": what the customer usually buys and is not in the basket (popular products for
// a guest), each with its add-to-basket button.
import type { ProductCard } from "@cabas/contracts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { ClientProductGrid } from "../../catalogue/views/client-tile.tsx";
import { useCall } from "../../catalogue/views/use-call.ts";
import { ViewStatus } from "../../catalogue/views/view-state.tsx";

export default function PenseBeteView() {
  const state = useCall<{ products: ProductCard[] }>("penseBete", { limit: 12 });
  return (
    <>
      <ModalTitle>Rien oublié&#8239;?</ModalTitle>
      <ViewStatus state={state} />
      {state.status === "ready" &&
        (state.data.products.length === 0 ? (
          <p>Tout y est&nbsp;: votre panier contient déjà vos produits habituels.</p>
        ) : (
          <ClientProductGrid products={state.data.products} />
        ))}
    </>
  );
}
