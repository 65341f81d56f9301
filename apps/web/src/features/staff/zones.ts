// The zones screen's words (ADR 0096): the message after a postal code is opened, read back from the address only in
// the forms the screen itself writes, so a link cannot make the page say anything else.

export const ZONES_PATH = "/support/zones";

export type ZoneOpened = { postalCode: string; added: boolean; told: number };

/** The address the screen returns to after opening a postal code. */
export const zoneOpenedPath = ({ postalCode, added, told }: ZoneOpened): string =>
  `${ZONES_PATH}?fait=${added ? "ouvert" : "deja"}&cp=${postalCode}&prevenus=${told}`;

/** What the screen says after opening a postal code, or null when the address does not carry one it wrote. */
export function zoneOpenedMessage(params: { fait?: string | undefined; cp?: string | undefined; prevenus?: string | undefined }): string | null {
  const { fait, cp, prevenus } = params;
  if ((fait !== "ouvert" && fait !== "deja") || !cp || !/^\d{5}$/.test(cp) || !prevenus || !/^\d{1,7}$/.test(prevenus)) return null;
  const told = Number(prevenus);
  const who = told === 0 ? "Personne n'attendait ce code postal." : told === 1 ? "1 personne est prévenue par e-mail." : `${told} personnes sont prévenues par e-mail.`;
  return fait === "ouvert" ? `Cabas livre maintenant le ${cp}. ${who}` : `Le ${cp} était déjà livré par ce périmètre\u00A0: rien n'a été ajouté. ${who}`;
}

export type ZoneClosed = { postalCode: string; baskets: number };

/** The address the screen returns to after closing a postal code (ADR 0099). */
export const zoneClosedPath = ({ postalCode, baskets }: ZoneClosed): string => `${ZONES_PATH}?fait=ferme&cp=${postalCode}&paniers=${baskets}`;

/** What the screen says after closing a postal code, or null when the address does not carry one it wrote. */
export function zoneClosedMessage(params: { fait?: string | undefined; cp?: string | undefined; paniers?: string | undefined }): string | null {
  const { fait, cp, paniers } = params;
  if (fait !== "ferme" || !cp || !/^\d{5}$/.test(cp) || !paniers || !/^\d{1,7}$/.test(paniers)) return null;
  const count = Number(paniers);
  const baskets =
    count === 0
      ? "Aucun panier en cours n'y avait d'adresse de livraison."
      : count === 1
        ? "1 panier en cours y a une adresse de livraison\u00A0: son client, prévenu par e-mail, devra en choisir une autre."
        : `${count} paniers en cours y ont une adresse de livraison\u00A0: leurs clients, prévenus par e-mail, devront en choisir une autre.`;
  return `Cabas ne livre plus le ${cp}. ${baskets}`;
}
