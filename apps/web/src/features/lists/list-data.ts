// Server-side reads of the customer's shopping lists (their account token; priced where their session is).
import "server-only";
import { isProductInList, mesListes, myProducts } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";

export const readLists = (listId?: number) => callApi(mesListes, listId === undefined ? {} : { list_id: listId }, { perimeter: false });
export const readListsHolding = (articleId: number) => callApi(isProductInList, { article_id: articleId }, { perimeter: false });
export const readMyProducts = () => callApi(myProducts, { page: 1 }, { perimeter: false });

/** A list id from the address: digits only, else null (the page is then not found). */
export const listIdParam = (raw: string): number | null => (/^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);
