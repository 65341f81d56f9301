// Credits back to the customer the prize pot and loyalty euros a lighter weighing no longer needs (ADR 0079), inside
// the weighing's transaction, under the order's row lock.
import { schema, type Database } from "@cabas/db";
import {
  changeLedgerReason,
  changeTakenBackReason,
  changeToCredit,
  GIVEN_BACK_ORDER,
  givenBackOf,
  hasChange,
  type BenefitsSplit,
  type GivenBack,
} from "../../domain/benefits-change.ts";
import { heldBalances } from "../basket/held-benefits.ts";
import { touchActiveBaskets } from "../basket/basket-store.ts";
import type { OrderRow } from "./order-store.ts";

/**
 * Writes one ledger row per balance given back, naming the order: the order's ledger then sums to what it uses, so a
 * later cancellation (giveBackBenefits) returns only that, and a weighing done again or a replayed command finds
 * nothing more to credit. Returns what was credited now.
 */
export async function creditWeighingChange(
  tx: Database,
  order: OrderRow,
  split: BenefitsSplit,
  now: Date,
): Promise<GivenBack> {
  const held = await heldBalances(tx, order.id, order.userId);
  const credit = changeToCredit(split, { eurofid: held.eurofid, cagnotte: held.cagnotte });
  if (!hasChange(credit)) return credit;
  await writeChangeRows(tx, order, credit, 1, (kind) => changeLedgerReason(order.id, kind), now);
  return credit;
}

/**
 * A weighing undone (the bank refused its capture: the order goes back to be weighed again) takes back the change it
 * credited, as it forgets its weights: weighed again, the order gives back what that weighing no longer needs, and
 * its ledger never holds less than it uses. Returns what was taken back.
 */
export async function takeBackWeighingChange(
  tx: Database,
  order: Pick<OrderRow, "id" | "userId" | "totals">,
  now: Date,
): Promise<GivenBack> {
  const change = givenBackOf(order.totals);
  if (!hasChange(change)) return change;
  await writeChangeRows(tx, order, change, -1, () => changeTakenBackReason(order.id), now);
  return change;
}

/** One ledger row per balance of `amounts` (credited with sign 1, taken back with -1), naming the order. */
async function writeChangeRows(
  tx: Database,
  order: Pick<OrderRow, "id" | "userId">,
  amounts: GivenBack,
  sign: 1 | -1,
  reasonOf: (kind: (typeof GIVEN_BACK_ORDER)[number]) => string,
  now: Date,
): Promise<void> {
  for (const kind of GIVEN_BACK_ORDER) {
    if (amounts[kind] <= 0) continue;
    await tx
      .insert(schema.loyaltyLedger)
      .values({ userId: order.userId, kind, amount: sign * amounts[kind], reason: reasonOf(kind), orderId: order.id, createdAt: now });
  }
  // The basket shows the balances: its kept views must read the new ones.
  await touchActiveBaskets(tx, order.userId);
}
