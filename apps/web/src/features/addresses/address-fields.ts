// The text fields of the address form, in the names the web-service expects (a "use server" file exports only actions).
export const ADDRESS_FIELDS = [
  "libelle",
  "civilite",
  "nom",
  "prenom",
  "societe",
  "adresse",
  "complement",
  "code_postal",
  "ville",
  "digicode",
  "etage",
  "interphone",
  "telephone",
  "instructions",
] as const;
