// What the address form says while the postal code is typed (ADR 0118): once five digits are there, the web-service's
// autocomplete check tells whether Cabas delivers the code and which communes it covers; a refusal is a warning. The
// form is still checked when sent, as without JavaScript.
import { typesetFrench } from "@cabas/contracts/french-typography";

/** How long typing must pause before the code is checked: one request per code typed, not per key. */
export const POSTAL_CODE_CHECK_DELAY_MS = 350;

/** The code to check, spaces dropped (« 75 011 » is how many write it), or null until it has its five digits. */
export function checkablePostalCode(typed: string): string | null {
  const code = typed.replace(/\s/g, "");
  return /^[0-9]{5}$/.test(code) ? code : null;
}

/** The check's answer as the form uses it: autocomplete's fields for a delivered code, its message for a refusal. */
export type PostalCodeAnswer =
  | { ok: true; code_postal: string; livrable: boolean; perimetre: string | null; communes: readonly string[] }
  | { ok: false; message: string };

export type PostalCodeNotice = { tone: "delivered" | "warning"; text: string; communes: readonly string[] };

/** « A, B ou C ». */
const orList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ou ${items.at(-1)}`;

/**
 * What the form says of a checked code: delivered, with its area and its commune (or the communes to pick from), or
 * the web-service's refusal as a warning. One short sentence: it is read aloud once, as it appears.
 */
export function postalCodeNotice(code: string, answer: PostalCodeAnswer): PostalCodeNotice {
  // « Attention » says it is a warning in words too, not by its colour alone.
  if (!answer.ok)
    return { tone: "warning", text: typesetFrench(`Attention : ${answer.message || `le ${code} n'a pas pu être vérifié.`}`), communes: [] };
  const area = answer.perimetre ? ` (${answer.perimetre})` : "";
  const { communes } = answer;
  const where =
    communes.length === 0
      ? "."
      : communes.length === 1
        ? ` : ${communes[0]}.`
        : ` : ${orList(communes)}, à choisir dans le champ Ville.`;
  return { tone: "delivered", text: typesetFrench(`Cabas livre le ${answer.code_postal}${area}${where}`), communes };
}

/**
 * What the form writes in the town field, null to leave it: the code's only commune when the field is empty or holds
 * what an earlier check wrote; and what an earlier check wrote is taken back ("") when the new code does not cover it.
 * Never over what the shopper typed.
 */
export function townToFill(currentTown: string, filledBefore: string | null, communes: readonly string[]): string | null {
  const town = currentTown.trim();
  const ours = filledBefore !== null && town === filledBefore;
  if (communes.length === 1) return town === "" || ours ? communes[0]! : null;
  return ours && !communes.includes(town) ? "" : null;
}
