// An address as the lines shown to the customer and the driver (used by server pages and client views).
import type { AddressView } from "@cabas/contracts";

/** « Étage 3 », « Étage 3e gauche »; a floor that says it already (« 3e étage », « rez-de-chaussée ») as it is. */
export function floorText(floor: string): string {
  const written = floor.trim();
  if (/étage|rez|rdc|sous-sol/i.test(written)) return written.charAt(0).toLocaleUpperCase("fr-FR") + written.slice(1);
  return `Étage ${written}`;
}

/**
 * How the courier reaches the door, on one line: « Digicode 4521A · Étage 3e gauche · ascenseur · Interphone Durand ».
 * The address book, the recap before payment, the confirmation and the order's page all write it so.
 */
export function doorAccessLine(a: { doorCode?: string | null; floor?: string | null; hasLift?: boolean | null; intercom?: string | null }): string {
  const doorCode = a.doorCode?.trim();
  const floor = a.floor?.trim();
  const intercom = a.intercom?.trim();
  return [doorCode ? `Digicode ${doorCode}` : "", floor ? floorText(floor) : "", a.hasLift === true ? "ascenseur" : "", intercom ? `Interphone ${intercom}` : ""]
    .filter(Boolean)
    .join(" · ");
}

export const addressLines = (a: AddressView): string[] =>
  [
    `${a.prenom} ${a.nom}${a.societe ? `, ${a.societe}` : ""}`,
    [a.adresse, a.complement].filter(Boolean).join(", "),
    `${a.code_postal} ${a.ville}`,
    doorAccessLine({ doorCode: a.digicode, floor: a.etage, hasLift: a.ascenseur, intercom: a.interphone }),
    // Already formatted by the web-service (toAddressView in address-book.ts), where every AddressView is made.
    a.telephone ?? "",
  ].filter(Boolean);
