// The id of a customer's own record taken from a page address (/liste/12, /panier/34, /bloc-notes/5).

/** A positive integer the database can hold, written with digits only; anything else is null (the page is not found). */
export function recordIdParam(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
