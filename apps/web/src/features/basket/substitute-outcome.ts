// What became of each unavailable product the INDISPO dialog offers to replace (ADR 0044, amendment): replaced by a
// substitute, which the dialog then says in its place, or refused, the web-service's words said in the dialog.

export type SubstituteOutcome =
  | { kind: "replaced"; by: string }
  /** `attempt` counts the refusals, so the same words said twice are announced twice. */
  | { kind: "refused"; message: string; attempt: number };

export type SubstituteOutcomes = ReadonlyMap<number, SubstituteOutcome>;

/** The product `productId` was replaced by `substitute` (its name): final, later answers do not undo it. */
export function withReplaced(outcomes: SubstituteOutcomes, productId: number, substitute: string): SubstituteOutcomes {
  return new Map(outcomes).set(productId, { kind: "replaced", by: substitute });
}

/** A replacement of `productId` was refused; a product already replaced stays so (a second press answered late). */
export function withRefusal(outcomes: SubstituteOutcomes, productId: number, message: string): SubstituteOutcomes {
  const known = outcomes.get(productId);
  if (known?.kind === "replaced") return outcomes;
  return new Map(outcomes).set(productId, { kind: "refused", message, attempt: (known?.attempt ?? 0) + 1 });
}

/** Said in the dialog where the substitutes were. */
export const replacedNote = (substitute: string): string =>
  substitute.trim() ? `Remplacé par « ${substitute.trim()} ».` : "Remplacé par un produit équivalent.";
