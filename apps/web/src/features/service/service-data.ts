// Server-side reads of customer service pages: the customer's set-aside baskets and the offers of the moment.
import "server-only";
import { getCommande, getOffres } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";

export const readAbandonedBaskets = (basketId?: number) =>
  callApi(getCommande, basketId === undefined ? { type: "paniers" } : { type: "paniers", id_panier: basketId }, { perimeter: false });
export const readOffers = () => callApi(getOffres, {}, { perimeter: false });
