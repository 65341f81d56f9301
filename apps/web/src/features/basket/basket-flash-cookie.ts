// Keeps the outcome of a basket form sent without JavaScript for the page it comes back to (Server Actions only).
import { cookies } from "next/headers";
import { BASKET_FLASH_COOKIE, type BasketFlash } from "./basket-flash.ts";

export async function keepBasketFlash(flash: BasketFlash): Promise<void> {
  // The proxy expires it on the page load that shows it (showsBasketFlash); the short life covers a page never loaded.
  (await cookies()).set(BASKET_FLASH_COOKIE, JSON.stringify(flash), { path: "/", maxAge: 15, sameSite: "lax" });
}
