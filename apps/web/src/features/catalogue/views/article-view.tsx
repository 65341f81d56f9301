"use client";
// ARTICLE view: a product's quick view from a tile, with a link to its full page; it sells as the tile does (the
// same stepper, its Nutri-Score, the place a waiting list holds for the shopper: ADR 0131), so the shopper need not
// close it to add the product.
import type { ProductDetail } from "@cabas/contracts";
import type { TFunction } from "i18next";
import Link from "next/link";
import { useT } from "../../../i18n/client.tsx";
import type { ModalPayloads } from "../../../ui/modal/modal-views.ts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { AlcoholNotice } from "../alcohol-notice.tsx";
import { ProductPrice } from "../product-price.tsx";
import { referencePriceLine, toProductTile } from "../product-tile-model.ts";
import { useCall } from "./use-call.ts";
import { ViewStatus } from "./view-state.tsx";
import { useTileOffer } from "../../reservation-waitlist/held-places-context.tsx";
import { TileStepper } from "../tile-stepper.tsx";
import { NutriScore } from "../nutri-score.tsx";
import styles from "./views.module.css";

export default function ArticleView({ id }: ModalPayloads["ARTICLE"]) {
  const t = useT();
  const state = useCall<{ product: ProductDetail }>("getProduct", { id_article: id });
  const product = state.status === "ready" ? state.data.product : undefined;
  const tile = product ? toProductTile(product) : undefined;
  const reference = tile ? referencePriceLine(tile) : null;
  // Held for the shopper, it is not « indisponible » to them: the stepper says until when instead (as the tile).
  const held = useTileOffer(id, tile ?? { available: true, recalled: false, stock: 1 }).held;
  return (
    <>
      <ModalTitle>{product?.name ?? t("loading")}</ModalTitle>
      <ViewStatus state={state} />
      {product && tile && (
        <div className={styles.quick}>
          {/* eslint-disable-next-line @next/next/no-img-element -- SVG icons */}
          <img src={tile.imageUrl} alt={tile.imageAlt} width={200} height={200} />
          <div>
            {product.brand && <p>{product.brand}</p>}
            <p>{typesetFrench(product.netQuantityLabel)}</p>
            {tile.nutriscore && <NutriScore grade={tile.nutriscore} label={t("product.nutriscore", { grade: tile.nutriscore })} />}
            <ProductPrice product={tile} t={t as unknown as TFunction} classes={{ price: styles.price }} />
            {reference && <p>{t(reference.key, reference.values)}</p>}
            {/* As on the product page: the stepper's disabled button says « Indisponible », this says why. */}
            {!tile.available && !held && <p>{t(product.recalled ? "product.recalled-tile" : "product.out-of-stock")}</p>}
            <TileStepper
              productId={tile.id}
              name={tile.name}
              available={tile.available}
              recalled={tile.recalled}
              stock={tile.stock}
             
            />
            {tile.alcoholic && <AlcoholNotice warning={t("product.alcohol-warning")} minors={t("product.alcohol-minors")} />}
            <p>{typesetFrench(product.description)}</p>
            {product.allergens.length > 0 && (
              <p>
                {t("product.allergens")}{"\u00A0: "}{product.allergens.map((a) => a.label).join(", ")}
              </p>
            )}
            <Link href={tile.href} prefetch={false}>
              {t("product.see-product")}
            </Link>
          </div>
        </div>
      )}
    </>
  );
}
