// Keeps the outcome of a basket form sent without JavaScript for the page it comes back to (Server Actions only).
import { cookies } from "next/headers";
import { BASKET_FLASH_COOKIE, type BasketFlash } from "./basket-flash.ts";

export async function keepBasketFlash(flash: BasketFlash): Promise<void> {
  // Short-lived: without JavaScript nothing clears it, and only the page the form comes back to should show it.
  (await cookies()).set(BASKET_FLASH_COOKIE, JSON.stringify(flash), { path: "/", maxAge: 15, sameSite: "lax" });
}
