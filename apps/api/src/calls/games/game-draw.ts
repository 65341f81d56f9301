// The draw of the shop's games (the advent calendar's doors, the cinema contest): odds in basis points while
// prizes remain, and random codes, each with the random source given so tests choose it (ADR 0029, 0035).
import { randomInt } from "node:crypto";

export type DrawOdds = { oddsBp: number; stock: number; won: number };

/**
 * One play: wins with the odds (basis points) while prizes remain. `random` gives a number in [0, 1); the shop uses
 * a cryptographic source so nobody can predict a draw.
 */
export function drawWins(odds: DrawOdds, random: () => number): boolean {
  if (odds.won >= odds.stock || odds.oddsBp <= 0) return false;
  return random() * 10_000 < odds.oddsBp;
}

/** A uniform number in [0, 1) nobody can predict (the shop's draws). */
export const cryptoRandom = (): number => randomInt(0, 2 ** 47) / 2 ** 47;

/** An index in [0, size) from a random source in [0, 1). */
export const randomIndexOf =
  (random: () => number) =>
  (size: number): number =>
    Math.min(size - 1, Math.floor(random() * size));
