// What a pack's card and page say when the pack cannot be bought where the shopper is (getPack's `unavailable`).
import type { PackShortfall } from "@cabas/contracts";
import type { TFunction } from "i18next";

// The order the reasons are said in, and their texts (plural when several products share one).
const REASONS: readonly (readonly [PackShortfall["reason"], string])[] = [
  ["not_sold", "catalogue.pack-not-sold"],
  ["recalled", "catalogue.pack-recalled"],
  ["out_of_stock", "catalogue.pack-out-of-stock"],
  ["low_stock", "catalogue.pack-low-stock"],
];

const names = new Intl.ListFormat("fr-FR", { type: "conjunction" });

/** « « A » et « B » sont en rupture de stock, « C » n'est pas vendu dans votre zone de livraison »; "" when nothing is missing. */
export function packShortfallText(unavailable: readonly PackShortfall[], t: TFunction): string {
  return REASONS.flatMap(([reason, key]) => {
    // No-break spaces inside « »: a name's marks never wrap alone onto the next line (ADR 0070, ADR 0080).
    const products = unavailable.filter((u) => u.reason === reason).map((u) => `«\u00A0${u.name}\u00A0»`);
    return products.length ? [t(key, { count: products.length, names: names.format(products) })] : [];
  }).join(", ");
}
