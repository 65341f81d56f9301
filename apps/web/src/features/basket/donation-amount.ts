// The food-bank donation's field shows the donation already in the basket, as a French shopper types it.

/** 250 cents → « 2,50 » (decimal comma, no sign: the label says €); no donation → an empty field. */
export function donationFieldValue(cents: number): string {
  if (!Number.isInteger(cents) || cents <= 0) return "";
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}
