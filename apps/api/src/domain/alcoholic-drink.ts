// Whether a product is an alcoholic drink, which brings the health warning (Code de la santé publique L3323-4) and
// the notice that sales to minors are prohibited (L3342-1).

/** Up to 1,2 % vol a drink is « sans alcool » (L3321-1): 12 per mille. */
export const ALCOHOL_FREE_MAX_PER_MILLE = 12;

/**
 * From the strength the label declares, in per mille by volume (null: not a drink). An alcohol-free beer (0,0 %) is
 * not alcoholic, a cider (5 %) is, whatever aisle they are filed under.
 */
export const isAlcoholicDrink = (alcoholPerMille: number | null): boolean =>
  alcoholPerMille !== null && alcoholPerMille > ALCOHOL_FREE_MAX_PER_MILLE;
