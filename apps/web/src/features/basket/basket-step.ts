// A stepper's form says what it adds (`pas`: « 1 », « -1 », or the first quantity added) beside the quantity it read
// when the page was made. Without scripts that page may be old (a second tab, the Back button): the Server Action
// then counts the quantity from the basket as it is now, so « + » never lowers it. With scripts the basket shown is
// the live one, and the quantity sent is already right.

export const STEP_FIELD = "pas";

/** The quantity a step leads to from the basket's current one; null when the form carries no valid step. */
export function steppedQuantity(step: string | null, current: number): number | null {
  if (step === null || !/^-?[0-9]{1,3}$/.test(step)) return null;
  return Math.max(0, current + Number(step));
}
