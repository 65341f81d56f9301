// What the address form says while the postal code is typed (ADR 0118): once five digits are there, the web-service's
// autocomplete check tells whether Cabas delivers the code and which communes it covers; a refusal is a warning. The
// form is still checked when sent, as without JavaScript.
import { matchCommune } from "@cabas/contracts/client-values";
import { typesetFrench } from "@cabas/contracts/french-typography";

/** How long typing must pause before the code is checked: one request per code typed, not per key. */
export const POSTAL_CODE_CHECK_DELAY_MS = 350;

/** The code to check, spaces dropped (« 75 011 » is how many write it), or null until it has its five digits. */
export function checkablePostalCode(typed: string): string | null {
  const code = typed.replace(/\s/g, "");
  return /^[0-9]{5}$/.test(code) ? code : null;
}

/**
 * What the line says of a code typed with more than five digits (« 375011 »: a digit typed before the code already
 * there): the refusal the form would meet when sent, said at once, in the web-service's words (QA of 2026-12-02).
 * Null for anything else, four digits being a code still typed.
 */
export function overlongPostalCodeNotice(typed: string): PostalCodeNotice | null {
  return /^[0-9]{6,}$/.test(typed.replace(/\s/g, ""))
    ? { tone: "warning", text: typesetFrench("Attention : le code postal doit compter 5 chiffres."), communes: [] }
    : null;
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

/**
 * What the form says of a town that is none of the checked code's communes, once the town field is left (ADR 0122),
 * compared as the web-service compares it when the form is sent (`matchCommune`: accents, case, « St » for « Saint »):
 * null when it is one of them, or when there is nothing to compare (no town, no communes). Either may be the slip, so
 * the sentence offers the communes and asks to correct one or the other; the town field's list offers them too.
 */
export function townMismatchNotice(town: string, code: string, communes: readonly string[]): PostalCodeNotice | null {
  const typed = town.trim();
  if (typed === "" || communes.length === 0 || matchCommune(typed, communes) !== null) return null;
  const which = communes.length === 1 ? `la commune du ${code} (${communes[0]})` : `une commune du ${code} (${orList(communes)})`;
  return { tone: "warning", text: typesetFrench(`Attention : « ${typed} » n'est pas ${which} : corrigez la ville ou le code postal.`), communes };
}

/** The last delivered code checked, and what was said of it. */
export type DeliveredCheck = { code: string; notice: PostalCodeNotice };

/**
 * What the line says when the town field is left: the mismatch, or — the town being one of the communes — what was
 * said of the code (a corrected town takes the warning back). Null, leaving the line as it is, until the code the
 * field holds now has been checked and is delivered: the form is then checked when sent.
 */
export function noticeOnTownLeft(last: DeliveredCheck | null, typedCode: string, town: string): PostalCodeNotice | null {
  if (!last || checkablePostalCode(typedCode) !== last.code) return null;
  return townMismatchNotice(town, last.code, last.notice.communes) ?? last.notice;
}
