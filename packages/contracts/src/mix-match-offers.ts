// The mix-and-match offers a basket's recap names (bloc_recap_panier.offres_panachees, ADR 0100): each offer that saves
// something, with what it saves in euros. The recap is Cabas's own block beside the specification's basket, typed
// loosely on the wire; this is its one reading, for the pages that list the savings and the checkout that keeps them.

export type MixMatchOfferSaving = { libelle: string; montant: number };

/** The offers inside `recap`, or none when it names none (an older cached basket, a basket without offers). */
export function mixMatchOffersOf(recap: unknown): MixMatchOfferSaving[] {
  if (!recap || typeof recap !== "object") return [];
  const offers = (recap as { offres_panachees?: unknown }).offres_panachees;
  if (!Array.isArray(offers)) return [];
  return offers.filter(
    (offer): offer is MixMatchOfferSaving =>
      typeof offer === "object" && offer !== null && typeof (offer as MixMatchOfferSaving).libelle === "string" && typeof (offer as MixMatchOfferSaving).montant === "number",
  );
}
