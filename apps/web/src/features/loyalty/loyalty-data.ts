// Server-side reads of the customer's loyalty history, vouchers and referrals (their account token).
import "server-only";
import { mesParrainages, monHistoriqueFidelite, type LoyaltyHistoryType } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";

export const readLoyaltyHistory = (type: LoyaltyHistoryType = "tout", page = 1, limit?: number) =>
  callApi(monHistoriqueFidelite, { type, page, ...(limit ? { limit } : {}) }, { perimeter: false });

export const readReferrals = () => callApi(mesParrainages, { action: "liste" }, { perimeter: false });

/** A page number from the address: digits only, 1 when absent or unreadable. */
export const pageParam = (raw: string | undefined): number => (raw && /^[1-9][0-9]{0,4}$/.test(raw) ? Number(raw) : 1);
