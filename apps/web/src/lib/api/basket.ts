// Server-side read of the visitor's basket: the account's token, else the guest's, goes as the bearer.
import "server-only";
import { cookies } from "next/headers";
import { callPath, emptyBasket, type Basket } from "@cabas/contracts";
import { apiRoot } from "./api-paths.ts";
import { toApiResult } from "./query.ts";

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
    // Through the one door of every answer: the code's condition (« Code … appliqué : … ») comes typeset.
    const result = toApiResult<Basket & { success: true; message: string }>(response.status, await response.json().catch(() => null));
    if (!result.ok) return emptyBasket();
    const { success: _success, message: _message, ...basket } = result.data;
    return basket;
  } catch (error) {
    console.error("[api] getPanier a échoué", error);
    return emptyBasket();
  }
}
