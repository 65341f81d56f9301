// An order's delivery address (the snapshot the order keeps, in the web-service's field names) as the lines the
// courier reads: who, where, then how to get to the door (door code, floor, lift, intercom) and the phone.

/** The snapshot's fields that matter at the door; anything else in it is ignored. */
type Snapshot = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** « Étage 3 », but a floor already written out (« 3e étage », « rez-de-chaussée ») as it is. */
const floorText = (floor: string): string => (/^\d+$/.test(floor) ? `Étage ${floor}` : floor.charAt(0).toUpperCase() + floor.slice(1));

export function orderAddressLines(a: Snapshot): string[] {
  const name = [text(a.prenom), text(a.nom)].filter(Boolean).join(" ");
  const floor = text(a.floor);
  const access = [
    text(a.doorCode) ? `Digicode ${text(a.doorCode)}` : "",
    floor ? floorText(floor) : "",
    floor && a.hasLift === true ? "ascenseur" : "",
    text(a.intercomName) ? `Interphone ${text(a.intercomName)}` : "",
  ].filter(Boolean);
  return [
    [name, text(a.company)].filter(Boolean).join(", "),
    [text(a.line1), text(a.line2)].filter(Boolean).join(", "),
    [text(a.postalCode), text(a.city)].filter(Boolean).join(" "),
    access.join(" · "),
    text(a.instructions),
  ].filter(Boolean);
}
