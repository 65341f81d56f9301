// Where keyboard focus goes after a change made from a quantity stepper: the control the shopper used is often
// replaced (the add button by « − 1 + », « − » at one by the add button), and focus must never fall to <body>.

export type StepperControl = "add" | "less" | "more";

/**
 * The control to focus once the basket answered: after adding, « + » (to add more), or « − » when no more can be
 * added; after taking the last one out, the add button that replaces the stepper; otherwise the control used.
 */
export function stepperFocusAfter(used: StepperControl, quantity: number, canAddMore: boolean): StepperControl {
  if (quantity === 0) return "add";
  if (used === "less") return "less";
  return canAddMore ? "more" : "less";
}
