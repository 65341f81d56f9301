// Codes people read aloud or type from a screen or a ticket (referral codes, vouchers, cinema e-tickets): drawn from
// letters and digits that cannot be misread, with the random source given so tests choose it.

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const READABLE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** `length` characters of the readable alphabet, each chosen by `randomIndex(size)` in [0, size). */
export function readableChars(length: number, randomIndex: (size: number) => number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += READABLE_ALPHABET[randomIndex(READABLE_ALPHABET.length)]!;
  return out;
}
