// Names sorted as French reads them. The database's collation may be C (byte order), which puts « Épinards » after
// « Tomates » on an order's page, its e-mail and its invoice: the lines are sorted here instead.

const collator = new Intl.Collator("fr", { sensitivity: "base", numeric: true });

/** A copy of `rows` in French alphabetical order of their name (accents and case set aside, as a dictionary does). */
export const byFrenchName = <T extends { name: string }>(rows: readonly T[]): T[] => [...rows].sort((a, b) => collator.compare(a.name, b.name));
