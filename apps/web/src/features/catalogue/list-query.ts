// Reads a listing page's query string (filters, sort, page) and builds the links that change one of them,
// so every filter, sort and page works as a plain link or GET form without JavaScript.

export const SORTS = ["pertinence", "prix", "prix_kilo", "nom"] as const;
export type Sort = (typeof SORTS)[number];
export type Order = "asc" | "desc";

export type ListQuery = {
  bio: boolean;
  promo: boolean;
  new: boolean;
  brand: string | null;
  sort: Sort;
  order: Order;
  page: number;
};

export type RawSearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * A query string's words as the web-service accepts them: control characters (« %00 » typed or pasted into an
 * address) are dropped, since the web-service refuses them (ADR 0065) and a shopper never meant them.
 */
export const withoutControlCharacters = (value: string): string => value.replace(/\p{Cc}/gu, "");

const isOn = (value: string | undefined) => value === "1" || value === "on" || value === "true";

/** Sort choices shown to shoppers: a sort and its direction in one value ("prix-asc"). */
export const SORT_CHOICES = [
  "pertinence-asc",
  "prix-asc",
  "prix-desc",
  "prix_kilo-asc",
  "prix_kilo-desc",
  "nom-asc",
  "nom-desc",
] as const;

export const MAX_PAGE = 100_000;

export const parsePage = (raw: string | undefined): number => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
};

/** Unknown or malformed values fall back to the defaults rather than failing the page. */
export const parseListQuery = (params: RawSearchParams, brandKey = "marque"): ListQuery => {
  const [sortRaw, orderRaw] = (first(params.tri) ?? "").split("-");
  const sort = (SORTS as readonly string[]).includes(sortRaw ?? "") ? (sortRaw as Sort) : "pertinence";
  const order: Order = orderRaw === "desc" ? "desc" : "asc";
  const brand = withoutControlCharacters(first(params[brandKey]) ?? "").trim().slice(0, 200) || null;
  return {
    bio: isOn(first(params.bio)),
    promo: isOn(first(params.promo)),
    new: isOn(first(params.nouveautes)),
    brand,
    sort,
    order,
    page: parsePage(first(params.page)),
  };
};

export const sortValue = (query: Pick<ListQuery, "sort" | "order">): string =>
  `${query.sort}-${query.sort === "pertinence" ? "asc" : query.order}`;

/** The page's address for a query, with only the non-default parameters, in a stable order. */
export const listHref = (
  path: string,
  query: ListQuery,
  extra: Record<string, string> = {},
  brandKey = "marque",
): string => {
  const params = new URLSearchParams(extra);
  if (query.bio) params.set("bio", "1");
  if (query.promo) params.set("promo", "1");
  if (query.new) params.set("nouveautes", "1");
  if (query.brand) params.set(brandKey, query.brand);
  const sort = sortValue(query);
  if (sort !== "pertinence-asc") params.set("tri", sort);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** Link that changes the query; any change other than the page itself goes back to page 1. */
export const withChange = (query: ListQuery, change: Partial<ListQuery>): ListQuery => ({
  ...query,
  ...change,
  page: change.page ?? 1,
});

/** What the API's list calls take. */
export const toApiFilters = (query: ListQuery) => ({
  ...(query.bio ? { bio: "1" } : {}),
  ...(query.promo ? { promo: "1" } : {}),
  ...(query.new ? { new: "1" } : {}),
  ...(query.brand ? { brand: query.brand } : {}),
  sort: query.sort,
  order: query.order,
  page: query.page,
  limit: 20,
});

/** Page numbers to link around the current page: first, last, and two either side, with gaps as null. */
export const pageWindow = (page: number, pageCount: number): (number | null)[] => {
  if (pageCount <= 1) return [];
  const wanted = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - (sorted[i - 1] ?? p) > 1) out.push(null);
    out.push(p);
  });
  return out;
};
