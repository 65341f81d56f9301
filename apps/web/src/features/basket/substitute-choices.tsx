"use client";
// Under an unavailable line of the basket page, and in the INDISPO dialog: the products that can take its place
// (getSubstituts, setAdresses' indispos, ADR 0044), each a small tile with « Remplacer par ce produit », a basket form
// (updatePanier action=substitute) that works without JavaScript. Once hydrated, the replacement is announced (in the
// nearest live region: the dialog's inside it) and the caller moves focus, the button used being gone.
import type { TFunction } from "i18next";
import type { BasketItem, ProductCard } from "@cabas/contracts";
import { useT } from "../../i18n/client.tsx";
import { useAnnounce } from "../../ui/announce/live-announcer.tsx";
import { ProductTile } from "../catalogue/product-tile.tsx";
import { toProductTile } from "../catalogue/product-tile-model.ts";
import { useBasket } from "./basket-context.tsx";
import { BasketForm } from "./basket-form.tsx";
import { basketRefusalMessage } from "./basket-refusal.ts";
import styles from "./basket.module.css";

/** The accessible name of a replace button: its visible words first (WCAG 2.5.3), then both products. */
export const replaceLabel = (substitute: string, missing: string): string =>
  `Remplacer par ce produit : ${substitute}, à la place de ${missing}`;

export function SubstituteChoices({
  item,
  substitutes,
  onReplaced,
  onRefused,
}: {
  item: Pick<BasketItem, "id" | "name">;
  /** Undefined while not known: nothing is said rather than « none ». */
  substitutes: ProductCard[] | undefined;
  /** A replacement went through: the page moves focus to the substitute's line. */
  onReplaced: (substituteId: number) => void;
  /** Given, a refusal is the caller's to say (a modal dialog, over the basket's toasts), in these words. */
  onRefused?: (message: string) => void;
}) {
  const t = useT() as unknown as TFunction;
  const announce = useAnnounce();
  const { pending } = useBasket();
  if (substitutes === undefined) return null;
  if (substitutes.length === 0)
    return <p className={styles.noSubstitute}>Aucun produit équivalent disponible à cette adresse.</p>;
  const titleId = `substituts-${item.id}`;
  return (
    <div className={styles.substitutes}>
      <p id={titleId} className={styles.substitutesTitle}>
        Remplacez-le par un produit équivalent&nbsp;:
      </p>
      <ul className={styles.substituteGrid} aria-labelledby={titleId}>
        {substitutes.map((card) => (
          <li key={card.id}>
            <ProductTile
              product={toProductTile(card)}
              t={t}
              quickView={false}
              action={
                <BasketForm
                  className={styles.replaceForm}
                  fields={{
                    action: "substitute",
                    id: String(item.id),
                    substitut: String(card.id),
                    back: "/checkout/mon-panier",
                  }}
                  errorToast={!onRefused}
                  onSettled={(result) => {
                    // A refusal is said by the basket's toast or by the caller, and focus stays on the button.
                    if (!result?.ok) {
                      if (onRefused) onRefused(basketRefusalMessage(result, t("error")));
                      return;
                    }
                    announce(result.message);
                    onReplaced(card.id);
                  }}
                >
                  {/* Not disabled while a change is on its way (focus would fall to <body>): a second press is ignored. */}
                  <button
                    type="submit"
                    className={styles.replace}
                    aria-label={replaceLabel(card.name, item.name)}
                    aria-disabled={pending || undefined}
                    onClick={(event) => {
                      if (pending) event.preventDefault();
                    }}
                  >
                    Remplacer par ce produit
                  </button>
                </BasketForm>
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
