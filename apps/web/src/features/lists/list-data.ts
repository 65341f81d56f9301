// Server-side reads of the customer's shopping lists (their account token; priced where their session is).
import "server-only";
import { cache } from "react";
import { isProductInList, mesListes, myProducts } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";

/** Per request (React cache): a list page's metadata and body read it once. */
export const readLists = cache((listId?: number) => callApi(mesListes, listId === undefined ? {} : { list_id: listId }, { perimeter: false }));
export const readListsHolding = (articleId: number) => callApi(isProductInList, { article_id: articleId }, { perimeter: false });
export const readMyProducts = () => callApi(myProducts, { page: 1 }, { perimeter: false });
