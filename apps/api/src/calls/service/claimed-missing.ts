// The units of an order's line its customer said were missing (ADR 0050): not received, unless customer service
// refused the claim (ADR 0052). Reviews and challenges count only what was received.
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { schema } from "@cabas/db";

const { orderClaims, orderClaimLines } = schema;

/** How many units of the product in the order were claimed as missing in claims not refused: an SQL integer, 0 when none. */
export function unitsClaimedMissing(orderId: AnyColumn, productId: AnyColumn): SQL<number> {
  return sql<number>`(select coalesce(sum(${orderClaimLines.quantity}), 0)::int from ${orderClaimLines}
    inner join ${orderClaims} on ${orderClaims.id} = ${orderClaimLines.claimId}
    where ${orderClaims.orderId} = ${orderId} and ${orderClaimLines.productId} = ${productId}
      and ${orderClaimLines.reason} = 'manquant' and ${orderClaims.status} <> 'refused')`;
}
