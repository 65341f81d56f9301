// The lines of a claim form: for each product of the order, a quantity field `quantite_<id>` (empty or 0: nothing
// to claim) and a reason `motif_<id>`. Only the filled ones are sent; the web-service checks the rest.

export type ClaimLineInput = { id_article: number; quantite: number; motif: string };

export function claimLinesFrom(form: Pick<FormData, "entries" | "get">): ClaimLineInput[] {
  const lines: ClaimLineInput[] = [];
  for (const [key, value] of form.entries()) {
    const id = /^quantite_([1-9][0-9]{0,9})$/.exec(key)?.[1];
    if (!id || typeof value !== "string" || value.trim() === "" || value.trim() === "0") continue;
    const motif = form.get(`motif_${id}`);
    // A quantity that is not a whole number goes as typed: the web-service answers with its French message.
    const quantite = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    lines.push({ id_article: Number(id), quantite, motif: typeof motif === "string" ? motif : "" });
  }
  return lines;
}
