// An order's delivery address (the snapshot the order keeps, in the web-service's field names) as the lines the
// courier reads: who, where, then how to get to the door (door code, floor, lift, intercom) and the phone.
import { doorAccessLine } from "../addresses/address-lines.ts";

/** The snapshot's fields that matter at the door; anything else in it is ignored. */
type Snapshot = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");


export function orderAddressLines(a: Snapshot): string[] {
  const name = [text(a.prenom), text(a.nom)].filter(Boolean).join(" ");
  return [
    [name, text(a.company)].filter(Boolean).join(", "),
    [text(a.line1), text(a.line2)].filter(Boolean).join(", "),
    [text(a.postalCode), text(a.city)].filter(Boolean).join(" "),
    ...accessLines(a),
  ].filter(Boolean);
}

/** How to get to the door (door code, floor, lift, intercom), then the instructions: the lines after the address. */
function accessLines(a: Snapshot): string[] {
  const access = doorAccessLine({ doorCode: text(a.doorCode), floor: text(a.floor), hasLift: a.hasLift === true, intercom: text(a.intercomName) });
  return [access, text(a.instructions)].filter(Boolean);
}

/**
 * The basket's delivery address (getPanier's `livraison`, in the web-service's French field names): the one line the
 * recap before payment has always shown, then how the courier reaches the door, for the shopper to check before paying.
 */
export function basketAddressLines(address: unknown): { where: string; access: string[] } | null {
  if (!address || typeof address !== "object") return null;
  const a = address as Snapshot;
  const name = [text(a.prenom), text(a.nom)].filter(Boolean).join(" ");
  const where = [[name, text(a.societe)].filter(Boolean).join(", "), text(a.ligne1), text(a.ligne2), [text(a.code_postal), text(a.ville)].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const access = accessLines({ doorCode: a.digicode, floor: a.etage, hasLift: a.ascenseur, intercomName: a.interphone, instructions: a.instructions });
  return { where, access };
}
