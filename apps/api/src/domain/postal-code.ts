// Whether a five-digit code is a French postal code, so a typo gets « n'existe pas » rather than a promise to deliver
// there one day. The answer comes from the list the operator opens zones from (`npm run zones -- ouvrir`, which adds
// the current communes of @etalab/decoupage-administratif having the code): a code accepted here can be opened there,
// and a request for it does not wait 3 years unanswered (ADR 0038).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** A commune as @etalab/decoupage-administratif lists it (the fields Cabas reads). */
export type EtalabCommune = { code: string; nom: string; departement: string; type: string; codesPostaux?: string[] };

const require = createRequire(import.meta.url);
let postalCodes: Set<string> | undefined;

/**
 * The postal codes of current communes (about 6,300), read once at first use. Parsed from the file rather than
 * `require`d, which would keep the whole 8.6 MB list in the module cache: only the set stays (about 0.5 MB of heap;
 * building it takes about 0.1 s).
 */
function currentPostalCodes(): Set<string> {
  if (postalCodes) return postalCodes;
  const codes = new Set<string>();
  for (const commune of readCurrentCommunes()) for (const code of commune.codesPostaux ?? []) codes.add(code);
  postalCodes = codes;
  return codes;
}

/** The current communes (not the former ones merged since), read from the file at each call: callers keep what they need. */
export function readCurrentCommunes(): EtalabCommune[] {
  const file = require.resolve("@etalab/decoupage-administratif/data/communes.json");
  return (JSON.parse(readFileSync(file, "utf8")) as EtalabCommune[]).filter((c) => c.type === "commune-actuelle");
}

/** True when a current French commune has this postal code (Paris: 75001–75020 and 75116, not 75000 nor 75021). */
export function postalCodeExists(code: string): boolean {
  if (!/^[0-9]{5}$/.test(code)) return false;
  return currentPostalCodes().has(code);
}
