// The VAT rate the seed gives each product (ADR 0068): the law's default for what a shelf holds, and the products
// the law puts elsewhere named one by one in the data (`vat` on a product).
import type { ProductSeed, ShelfSeed } from "./types.ts";

export const STANDARD_VAT_RATE_BP = 2000;
export const REDUCED_VAT_RATE_BP = 550;
export type VatRateBp = typeof STANDARD_VAT_RATE_BP | typeof REDUCED_VAT_RATE_BP;

/**
 * Human food and non-alcoholic drinks are at 5,5 % (CGI art. 278-0 bis A, 1°); what is not food (hygiene, household,
 * pet food, nappies) and alcoholic drinks at 20 %. The exceptions the law makes inside food (confectionery, chocolate
 * other than « chocolat », « chocolat de ménage au lait » and « bonbons de chocolat ») and an alcohol-free drink on a
 * shelf of the cellar are set on the product itself.
 */
export function seedVatRateBp(
  shelf: Pick<ShelfSeed, "vat" | "nonFood" | "alcoholic">,
  item: Pick<ProductSeed, "vat">,
): VatRateBp {
  return item.vat ?? shelf.vat ?? (shelf.nonFood || shelf.alcoholic ? STANDARD_VAT_RATE_BP : REDUCED_VAT_RATE_BP);
}
