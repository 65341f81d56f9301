// Every hand-written shelf, in catalogue order (the order fixes product ids and EAN item numbers).
import type { ShelfSeed } from "../types.ts";
import { ANIMALERIE } from "./products-animalerie.ts";
import { BEBE } from "./products-bebe.ts";
import { BIO } from "./products-bio.ts";
import { BOISSONS } from "./products-boissons.ts";
import { BOUCHERIE } from "./products-boucherie.ts";
import { CAVE } from "./products-cave.ts";
import { CREMERIE } from "./products-cremerie.ts";
import { ENTRETIEN } from "./products-entretien.ts";
import { EPICERIE_SALEE } from "./products-epicerie-salee.ts";
import { EPICERIE_SUCREE } from "./products-epicerie-sucree.ts";
import { FRUITS_LEGUMES } from "./products-fruits-legumes.ts";
import { HYGIENE } from "./products-hygiene.ts";
import { MARCHE } from "./products-marche.ts";
import { SURGELES } from "./products-surgeles.ts";

export const SHELVES: readonly ShelfSeed[] = [
  ...FRUITS_LEGUMES,
  ...CREMERIE,
  ...BOUCHERIE,
  ...EPICERIE_SALEE,
  ...EPICERIE_SUCREE,
  ...BOISSONS,
  ...CAVE,
  ...SURGELES,
  ...BEBE,
  ...HYGIENE,
  ...ENTRETIEN,
  ...ANIMALERIE,
  ...BIO,
  ...MARCHE,
];
