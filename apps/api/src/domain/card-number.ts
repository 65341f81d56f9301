// Card numbers as the sandbox's hosted form sees them: Luhn key, brand and the test numbers' meaning.
// Cabas itself never holds a card number; only the sandbox provider's endpoint calls these.

/** Digits only: spaces and dashes typed by the shopper are ignored, anything else makes the number invalid. */
export function normaliseCardNumber(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, "");
  return /^[0-9]{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) key every card number carries in its last digit. */
export function isValidLuhn(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits) || digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardBrand = "visa" | "mastercard" | "amex" | "cb";

export function cardBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (digits.startsWith("4")) return "visa";
  return "cb";
}

export type SandboxBehaviour = "approve" | "decline" | "insufficient_funds" | "always_challenge";

/** What the well-known test numbers ask of the sandbox; any other valid number is approved. */
export function sandboxBehaviour(digits: string): SandboxBehaviour {
  switch (digits) {
    case "4000000000000002":
      return "decline";
    case "4000000000009995":
      return "insufficient_funds";
    case "4000000000003220":
      return "always_challenge";
    default:
      return "approve";
  }
}

/** A card is usable through the last day of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}
