// The 14 allergens of EU regulation 1169/2011 (annex II), by the keys the catalogue stores.
export const ALLERGEN_LABELS: Record<string, string> = {
  gluten: "Céréales contenant du gluten",
  crustaces: "Crustacés",
  oeufs: "Œufs",
  poissons: "Poissons",
  arachides: "Arachides",
  soja: "Soja",
  lait: "Lait",
  "fruits-a-coque": "Fruits à coque",
  celeri: "Céleri",
  moutarde: "Moutarde",
  sesame: "Graines de sésame",
  sulfites: "Anhydride sulfureux et sulfites",
  lupin: "Lupin",
  mollusques: "Mollusques",
};

export const allergenLabel = (key: string): { key: string; label: string } => ({
  key,
  label: ALLERGEN_LABELS[key] ?? key,
});
