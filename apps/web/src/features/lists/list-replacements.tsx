// A list's unavailable line and its close replacements (replaceProductInList): name, price, « Remplacer » in this list
// or in all. A replacement whose place a waiting list holds for the list's owner says until when, in the tiles' words
// (ADR 0137). Server-rendered: the page is the owner's, so the places come with the list.
import Link from "next/link";
import type { ListLine, ProductCard } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { ActionForm } from "../account/action-form.tsx";
import type { HeldPlace } from "../reservation-waitlist/held-places.ts";
import { heldPlaceUntil } from "../reservation-waitlist/waitlist-view.ts";
import { replaceProductAction } from "./actions.ts";
import { ShelfPrice } from "./shelf-price.tsx";
import styles from "./lists.module.css";

/** `held`: the places held for the list's owner, by product (the list's `places_gardees`). */
export function ListReplacements({ line, listId, held }: { line: ListLine; listId: number; held: ReadonlyMap<number, HeldPlace> }) {
  return (
    <details>
      <summary>Remplacer par un produit proche</summary>
      <ul className={styles.replacements}>
        {line.remplacements.map((p: ProductCard) => {
          const place = held.get(p.id);
          return (
            <li key={p.id} className={styles.replacement}>
              <span>
                <Link href={`/${p.slug}`}>{typesetFrench(p.name)}</Link>{" "}
                <span className={styles.meta}>
                  · <ShelfPrice product={p} />
                </span>
                {place && <span className={styles.held}>{heldPlaceUntil(place.until, place.units)}</span>}
              </span>
              <ActionForm
                action={replaceProductAction}
                hidden={{ list_id: listId, old_article_id: line.article_id, new_article_id: p.id }}
                submit="Remplacer"
                submitLabel={`Remplacer ${line.nom} par ${p.name} dans cette liste`}
                variant="secondary"
                size="small"
                inline
              />
              <ActionForm
                action={replaceProductAction}
                hidden={{ list_id: listId, old_article_id: line.article_id, new_article_id: p.id, partout: 1 }}
                submit="Dans toutes mes listes"
                submitLabel={`Remplacer ${line.nom} par ${p.name} dans toutes mes listes`}
                variant="tertiary"
                size="small"
                inline
              />
            </li>
          );
        })}
      </ul>
    </details>
  );
}
