// The outcome of a basket form sent without JavaScript, kept a few seconds for the next page to show.
export const BASKET_FLASH_COOKIE = "PANIER_MESSAGE";

export type BasketFlash = { type: "success" | "error"; message: string };

export function parseBasketFlash(raw: string | undefined): BasketFlash | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<BasketFlash>;
    if ((value.type === "success" || value.type === "error") && typeof value.message === "string" && value.message.length <= 300) {
      return { type: value.type, message: value.message };
    }
  } catch {
    return null;
  }
  return null;
}
