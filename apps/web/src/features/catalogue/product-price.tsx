// The main price of a tile and of the quick view (mainPrice, ADR 0074): one rendering for both, so a piece priced by
// the kilo reads the same wherever it is listed.
import type { TFunction } from "i18next";
import { formatCents, unitLabel } from "../../lib/format/price.ts";
import { mainPrice, type ProductTileModel } from "./product-tile-model.ts";

export function ProductPrice({
  product,
  t,
  classes,
}: {
  product: ProductTileModel;
  t: TFunction;
  classes: { price?: string | undefined; pricePromo?: string | undefined; perKg?: string | undefined; unitPrice?: string | undefined };
}) {
  const main = mainPrice(product);
  const price = formatCents(main.priceCents);
  const priceClass = product.isPromo ? `${classes.price ?? ""} ${classes.pricePromo ?? ""}` : classes.price;
  const unitPrice = main.unitPrice && (
    <p className={classes.unitPrice}>
      {t("product.unit-price", { price: formatCents(main.unitPrice.cents), unit: unitLabel(main.unitPrice.unit) })}
    </p>
  );
  if (main.kind === "estimate") {
    // The piece's price by the kilo beside its estimate is said in words to screen readers too (ADR 0070).
    const perKilo = main.unitPrice?.unit === "kg" ? main.unitPrice : null;
    return (
      <>
        <p className={priceClass}>{t("product.estimated-piece", { price, quantity: main.quantity })}</p>
        {perKilo ? (
          <p className={classes.unitPrice}>
            <span className="visually-hidden">{t("product.price-per-kg", { price: formatCents(perKilo.cents) })}</span>
            <span aria-hidden="true">{t("product.unit-price", { price: formatCents(perKilo.cents), unit: unitLabel(perKilo.unit) })}</span>
          </p>
        ) : (
          unitPrice
        )}
      </>
    );
  }
  return (
    <>
      <p className={priceClass}>
        {/* A price by the kilo is said in words to screen readers, not as « /kg » after it. */}
        <span className="visually-hidden">{t(main.perKilo ? "product.price-per-kg" : "product.price", { price })}</span>
        <span aria-hidden="true">{price}</span>
        {main.perKilo && (
          <span className={classes.perKg} aria-hidden="true">
            /kg
          </span>
        )}
      </p>
      {unitPrice}
    </>
  );
}
