"use server";
// Server Actions of the basket: every basket form posts here, so adding, changing and removing work before
// hydration and without JavaScript; with JavaScript the basket context calls updateBasket directly.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { updatePanier, type Basket } from "@cabas/contracts";
import { getBasket } from "../../lib/api/basket.ts";
import { postCall } from "../../lib/api/post.ts";
import { internalPath } from "../../lib/session/redirect-target.ts";
import { keepBasketFlash } from "./basket-flash-cookie.ts";
import { STEP_FIELD, steppedQuantity } from "./basket-step.ts";

export type BasketActionResult =
  | { ok: true; panier: Basket; message: string }
  | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

/** One updatePanier call with the visitor's cookies (the guest session the web-service may start is passed on). */
export async function updateBasket(payload: Record<string, string>): Promise<BasketActionResult> {
  const result = await postCall(updatePanier, payload);
  if (!result.ok) return result;
  return { ok: true, panier: result.data.panier, message: result.data.message };
}

const PAYLOAD_FIELD = /^[a-z_0-9]{1,20}$/;

/** The form's fields (not Next.js's own, not the return path, not the step) as updatePanier's payload. */
function payloadOf(form: FormData): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string" || key === "back" || key === STEP_FIELD || !PAYLOAD_FIELD.test(key)) continue;
    payload[key] = value;
  }
  return payload;
}

/** A stepper's payload with the quantity counted from the basket as it is now (STEP_FIELD). */
async function withCurrentQuantity(payload: Record<string, string>, step: FormDataEntryValue | null): Promise<Record<string, string>> {
  if (payload.action !== "set_quantity" || typeof step !== "string" || !payload.id) return payload;
  const basket = await getBasket();
  const line = [...basket.items, ...basket.reservations].find((item) => String(item.id) === payload.id);
  const quantity = steppedQuantity(step, line?.quantity ?? 0);
  return quantity === null ? payload : { ...payload, quantity: String(quantity) };
}

/** The no-JavaScript path: call, keep the outcome for the next page (toast), go back where the shopper was. */
export async function basketFormAction(form: FormData): Promise<void> {
  const result = await updateBasket(await withCurrentQuantity(payloadOf(form), form.get(STEP_FIELD)));
  await keepBasketFlash(result.ok ? { type: "success", message: result.message } : { type: "error", message: result.message || "Une erreur est survenue." });
  const back = form.get("back");
  const referer = (await headers()).get("referer");
  let fallback: string | null = null;
  if (referer) {
    try {
      const url = new URL(referer);
      fallback = internalPath(`${url.pathname}${url.search}`);
    } catch {
      fallback = null;
    }
  }
  redirect(internalPath(typeof back === "string" ? back : null) ?? fallback ?? "/checkout/mon-panier");
}
