// Whether a five-digit code is a French postal code, so a typo gets « n'existe pas » rather than a promise to deliver
// there one day. The answer comes from the list the operator opens zones from (`npm run zones -- ouvrir`, which adds
// the current communes of @etalab/decoupage-administratif having the code): a code accepted here can be opened there,
// and a request for it does not wait 3 years unanswered (ADR 0038).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

type EtalabCommune = { type: string; codesPostaux?: string[] };

const require = createRequire(import.meta.url);
let postalCodes: Set<string> | undefined;

/**
 * The postal codes of current communes (about 6,300), read once at first use. Parsed from the file rather than
 * `require`d, which would keep the whole 8.6 MB list in the module cache: only the set stays (about 0.5 MB of heap;
 * building it takes about 0.1 s).
 */
function currentPostalCodes(): Set<string> {
  if (postalCodes) return postalCodes;
  const file = require.resolve("@etalab/decoupage-administratif/data/communes.json");
  const communes = JSON.parse(readFileSync(file, "utf8")) as EtalabCommune[];
  const codes = new Set<string>();
  for (const commune of communes) {
    if (commune.type !== "commune-actuelle") continue;
    for (const code of commune.codesPostaux ?? []) codes.add(code);
  }
  postalCodes = codes;
  return codes;
}

/** True when a current French commune has this postal code (Paris: 75001–75020 and 75116, not 75000 nor 75021). */
export function postalCodeExists(code: string): boolean {
  if (!/^[0-9]{5}$/.test(code)) return false;
  return currentPostalCodes().has(code);
}
