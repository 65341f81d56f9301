// Server-side reads of the slot grid: the basket's (guest or customer session) or the public one by postal code.
import "server-only";
import { cookies } from "next/headers";
import { getCreneaux, getCreneauxByCP, getCreneauxResa, getRdvResa, type CallOutput } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";
import type { ApiResult } from "../../lib/api/query.ts";

export type BasketGrid = CallOutput<typeof getCreneaux>;
export type PublicGrid = CallOutput<typeof getCreneauxByCP>;

/** Whether the visitor has a session (account or guest) that can hold a slot. */
export async function hasSession(): Promise<boolean> {
  const jar = await cookies();
  return Boolean(jar.get("ID")?.value || jar.get("ID_VISITEUR")?.value);
}

export const basketGrid = (): Promise<ApiResult<BasketGrid>> => callApi(getCreneaux, {}, { perimeter: false, guest: true });
export const publicGrid = (cp: string): Promise<ApiResult<PublicGrid>> => callApi(getCreneauxByCP, { cp }, { perimeter: false });
export const reservationGrid = (cp?: string) => callApi(getCreneauxResa, cp ? { cp } : {}, { perimeter: false });
export const myReservations = () => callApi(getRdvResa, {}, { perimeter: false });

export async function visitorPostalCode(): Promise<string | null> {
  const cp = (await cookies()).get("CP")?.value;
  return cp && /^[0-9]{5}$/.test(cp) ? cp : null;
}
