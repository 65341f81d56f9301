// Which refusal code a checkout or card Server Action sends its page back with (`?erreur=<code>`, PAGE_ERRORS).
import type { PageErrorCode } from "@cabas/contracts";
import { NETWORK_FAILURE } from "../../lib/api/query.ts";

/**
 * The refusals the web-service names with a code in their details: a declined payment, a stale reference, the Amex
 * discount without an Amex card, a revoked mandate, SEPA barred by a returned debit still due (ADR 0130), amounts changed since the page showed them, an order no longer
 * paid entirely by its benefits.
 */
const NAMED_REFUSALS: readonly PageErrorCode[] = ["refus", "reference", "amex", "mandat_revoque", "sepa_impaye", "montant", "avantages"];

/**
 * payCommande's and paySepa's refusal as a code: a 422 is the checks before payment (the page asks them again and
 * lists each) unless its details name a declined payment or a stale reference; a 409 the basket changing under
 * the order (stock, slot, voucher).
 */
export function payErrorCode(result: { status: number; details?: Record<string, unknown> }): PageErrorCode {
  if (result.status === NETWORK_FAILURE || result.status >= 500) return "indisponible";
  if (result.status === 409) return "conflit";
  if (result.status === 404) return "introuvable";
  if (result.status === 400) return "carte";
  const named = NAMED_REFUSALS.find((code) => code === result.details?.code);
  return named ?? "verification";
}
