// An amount in whole cents shared in proportion to weights: how a discount spreads over the goods' VAT lines, how
// the delivery fee follows the goods' rates on an invoice, and how an order's reductions spread over its lines.

/**
 * `amountCents` shared in proportion to `weights`: each share rounded down, then the cents lost to rounding given to
 * the heaviest weights first (the earlier one on a tie), each taking no more than its cap when caps are given, so
 * the shares add up to the amount (to the caps' total at most).
 */
export function proRataShares(weights: readonly number[], amountCents: number, caps?: readonly number[]): number[] {
  const heaviestFirst = weights.map((weight, i) => [weight, i] as const).sort((a, b) => b[0] - a[0]);
  return sharedOut(weights, amountCents, (shares, rest, i) => Math.min(caps ? caps[i]! - shares[i]! : rest, rest), heaviestFirst);
}

/**
 * `amountCents` (at most the weights' total) shared in proportion to whole-cent `weights` by the largest-remainder
 * method: each share rounded down, then one more cent to the shares whose rounding lost the most (the earlier one on a
 * tie), so the shares add up to the amount exactly and none is more than a cent from its exact value.
 */
export function largestRemainderShares(weights: readonly number[], amountCents: number): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // Integer arithmetic: weight × amount fits a safe integer for any order (cents below 10^7 each side).
  const remainders = weights.map((weight) => (weight * amountCents) % total);
  const mostLostFirst = remainders.map((r, i) => [r, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  return sharedOut(weights, amountCents, () => 1, mostLostFirst);
}

/**
 * The common part: shares rounded down, then the cents left handed out along `order` (pairs whose second item is the
 * index), `take` saying how many each may take of what is left.
 */
function sharedOut(
  weights: readonly number[],
  amountCents: number,
  take: (shares: readonly number[], rest: number, i: number) => number,
  order: readonly (readonly [number, number])[],
): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amountCents <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((weight * amountCents) / total));
  let rest = amountCents - shares.reduce((sum, share) => sum + share, 0);
  for (const [, i] of order) {
    if (rest === 0) break;
    const taken = take(shares, rest, i);
    shares[i] = shares[i]! + taken;
    rest -= taken;
  }
  return shares;
}
