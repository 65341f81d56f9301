// Login-as (loginSA): a staff member acting as a customer may help with the shopping, never speak or consent in the
// customer's name. One guard for every such call, declared on the call (implement's `customerOwnAct`); the calls are
// those @cabas/contracts lists in CUSTOMER_OWN_CALLS, whose forms the storefront replaces by a notice (ADR 0080).
// Decisions per call in docs/adr/0048-staff-acting-as-a-customer-contest-and-privacy.md.
import type { Principal } from "./auth.ts";

/** Is a staff member acting as this customer? */
export const isImpersonated = (principal: Pick<Principal, "impersonatorId"> | null | undefined): boolean =>
  principal?.impersonatorId !== null && principal?.impersonatorId !== undefined;

/**
 * The refusal's French text for `act`, said as the customer would do it (« donner d'avis », « jouer »): « Un
 * conseiller connecté à la place d'un client ne peut pas jouer en son nom. »
 */
export const impersonationRefusalText = (act: string): string => `Un conseiller connecté à la place d'un client ne peut pas ${act} en son nom.`;

/** Why this caller may not do `act` (only the customer may), or null. */
export const impersonationRefusal = (principal: Pick<Principal, "impersonatorId"> | null | undefined, act: string): string | null =>
  isImpersonated(principal) ? impersonationRefusalText(act) : null;
