// Server-side read of the visitor's basket: the account's token, else the guest's, goes as the bearer.
import "server-only";
import { cookies } from "next/headers";
import { callPath, emptyBasket, type Basket } from "@cabas/contracts";
import { apiRoot } from "./api-paths.ts";

/** The visitor's basket, or the empty default form when they have none or the web-service does not answer. */
export async function getBasket(): Promise<Basket> {
  const jar = await cookies();
  const token = jar.get("ID")?.value || jar.get("ID_VISITEUR")?.value;
  if (!token) return emptyBasket();
  try {
    const response = await fetch(`${apiRoot()}${callPath("getPanier")}`, {
      headers: { accept: "application/json", authorization: `Bearer ${token}` },
      cache: "no-store",
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json().catch(() => null)) as (Basket & { success?: boolean }) | null;
    if (!response.ok || !body?.success) return emptyBasket();
    const { success: _success, message: _message, ...basket } = body as Basket & { success: boolean; message: string };
    return basket;
  } catch (error) {
    console.error("[api] getPanier a échoué", error);
    return emptyBasket();
  }
}
