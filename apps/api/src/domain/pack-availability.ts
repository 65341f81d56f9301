// Whether a pack can be bought where the shopper is, and which of its products stop it: one rule for the packs'
// list cards and the pack's own page, and the cases buyPack refuses (not sold here, recalled, short of stock).
import type { PackShortfall } from "@cabas/contracts";

/** A pack's product as the list read it: its card in the shopper's perimeter, or none when it is not sold there. */
export type PackLine = { name: string; quantity: number; card: { in_stock: number; stock: number; recalled: boolean } | undefined };

/** Why one product keeps its pack from being bought, or null when the pack can have it. */
export function lineShortfall(line: PackLine): PackShortfall["reason"] | null {
  if (!line.card) return "not_sold";
  if (line.card.recalled) return "recalled";
  if (line.card.in_stock === 0) return "out_of_stock";
  // A pack of two with one left: buyPack would refuse the pack, so it is not offered.
  if (line.card.stock < line.quantity) return "low_stock";
  return null;
}

/** The products that keep a pack from being bought, in the order of `lines`; empty when it can be bought. */
export function packShortfalls(lines: readonly PackLine[]): PackShortfall[] {
  return lines.flatMap((line) => {
    const reason = lineShortfall(line);
    return reason ? [{ name: line.name, reason }] : [];
  });
}
