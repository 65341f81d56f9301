// Server-side reads of the customer's notepads: the list, and one notepad with products found for its lines.
import "server-only";
import { cache } from "react";
import { mesBlocsNotes } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";

export const myNotepads = () => callApi(mesBlocsNotes, {}, { perimeter: false });

/**
 * Priced where the visitor shops, as the catalogue pages are: the ID_PERIMETRE cookie goes along. Read once per
 * request: the page's title and its body both need it, and matching the lines is a search per line. `page`: which
 * NOTEPAD_LINES_PER_PAGE lines (?page=N).
 */
export const notepadWithProducts = cache((id: number, page: number) => callApi(mesBlocsNotes, { blocnote_id: id, page }));
