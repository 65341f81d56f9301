// A product tile: picture, name, brand and quantity, price TTC with unit price, promotion with its reference price,
// Nutri-Score, and the add-to-basket button or quantity stepper (its unavailable state when out of stock, unless a
// waiting list holds the product for the shopper: ADR 0131).
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import Link from "next/link";
import { FavouriteLink } from "../lists/favourite-link.tsx";
import { ViewLink } from "../../ui/modal/view-link.tsx";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { AlcoholNotice } from "./alcohol-notice.tsx";
import { NutriScore } from "./nutri-score.tsx";
import { ProductPrice } from "./product-price.tsx";
import { TileStepper } from "./tile-stepper.tsx";
import { referencePriceLine, type ProductTileModel } from "./product-tile-model.ts";
import styles from "./product-tile.module.css";

export function ProductTile({
  product,
  t,
  eager = false,
  quickView = true,
  firstQuantity = 1,
  action,
  warnedAround = false,
}: {
  product: ProductTileModel;
  t: TFunction;
  eager?: boolean;
  /** A link that opens the ARTICLE quick view, and the heart that opens PRODUIT_FAVORI; both off inside modal views. */
  quickView?: boolean;
  /** How many the add button puts in the basket (a notepad's « 3 yaourts »). */
  firstQuantity?: number;
  /** What the tile offers instead of the add button and stepper (the basket page's « Remplacer par ce produit »). */
  action?: ReactNode;
  /**
   * The list around the tile carries the health message once (ProductGrid): a tile shown alone (a recipe's
   * ingredient, a pack's item) carries it itself when it sells an alcoholic drink.
   */
  warnedAround?: boolean;
}) {
  const reference = referencePriceLine(product);
  return (
    <article className={styles.tile} data-available={product.available || undefined}>
      <div className={styles.media}>
        {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons with fixed size, no optimisation needed */}
        <img
          src={product.imageUrl}
          alt={product.imageAlt}
          width={112}
          height={112}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className={styles.image}
        />
        <ul className={styles.badges}>
          {product.isPromo && <li className={`${styles.badge} ${styles.promo}`}>{t("product.promo")}</li>}
          {product.isBio && <li className={`${styles.badge} ${styles.bio}`}>{t("product.bio")}</li>}
          {product.isNew && <li className={`${styles.badge} ${styles.new}`}>{t("product.new")}</li>}
        </ul>
        {quickView && <FavouriteLink productId={product.id} slug={product.slug} name={product.name} className={styles.favourite} />}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={product.href} prefetch={false} className={styles.link}>
            {/* « 1,5 L », « 70 % » kept on one line; the stored name (and so addresses, metadata) keeps its spaces. */}
            {typesetFrench(product.name)}
          </Link>
        </h3>
        <p className={styles.meta}>
          {product.brand && <span>{product.brand}</span>}
          {product.brand && product.netQuantity && <span aria-hidden="true"> · </span>}
          {product.netQuantity && <span>{product.netQuantity}</span>}
        </p>
        {product.nutriscore && (
          <NutriScore grade={product.nutriscore} label={t("product.nutriscore", { grade: product.nutriscore })} />
        )}
        <div className={styles.pricing}>
          <ProductPrice product={product} t={t} classes={styles} />
          {reference && <p className={styles.reference}>{t(reference.key, reference.values)}</p>}
        </div>
        {product.alcoholic && !warnedAround && <AlcoholNotice warning={t("product.alcohol-warning")} compact />}
        {product.recalled && (
          <p className={styles.recall}>
            <Link href="/rappels-produits" prefetch={false}>
              {t("product.recalled-tile")}
            </Link>
          </p>
        )}
        {/* Sold out on the shelf, it is the told customer's own while a waiting list holds it for them (ADR 0131). */}
        {action ?? (
          <TileStepper
            productId={product.id}
            name={product.name}
            available={product.available}
            recalled={product.recalled}
            stock={product.stock}
            firstQuantity={firstQuantity}
          />
        )}
        {quickView && (
          <ViewLink href={product.href} target={{ view: "ARTICLE", payload: { id: product.id } }} className={styles.quickView}>
            {t("product.quick-view")}
            <span className="visually-hidden">{"\u00A0: "}{product.name}</span>
          </ViewLink>
        )}
      </div>
    </article>
  );
}
