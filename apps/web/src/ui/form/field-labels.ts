// The names a refused form's summary gives its fields (« Nom : … »): the summary is rendered above the fields, before
// their labels, so it cannot read them; these are the labels the shop's forms show for each name (without
// « (facultatif) »), and a form whose label differs passes its own (FormMessage's `labels`).

/** The label of each field name as the shop's forms show it, when a form does not say otherwise. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Accounts and sign-in.
  email: "Adresse e-mail",
  password: "Mot de passe",
  oldPassword: "Mot de passe actuel",
  newPassword: "Nouveau mot de passe",
  civilite: "Civilité",
  prenom: "Prénom",
  nom: "Nom",
  cp: "Code postal",
  telephone: "Téléphone",
  code_parrain: "Code parrain",
  raison_sociale: "Raison sociale",
  siret: "SIRET",
  tva: "N° de TVA intracommunautaire",
  confirmation: "Confirmation",
  consentement: "Consentement",
  // Addresses.
  libelle: "Nom de l'adresse",
  societe: "Société",
  adresse: "Adresse",
  complement: "Complément d'adresse",
  code_postal: "Code postal",
  ville: "Ville",
  digicode: "Digicode",
  etage: "Étage",
  interphone: "Nom à l'interphone",
  instructions: "Instructions de livraison",
  // Lists, notepads, reviews, contact.
  title: "Nom de la liste",
  list_id: "Liste",
  quantity: "Quantité",
  ids: "Listes à réunir",
  list_name: "Nom de la nouvelle liste",
  merge_type: "Les listes initiales",
  titre: "Titre",
  texte: "Texte",
  note: "Ma note",
  ponctualite: "Ponctualité",
  amabilite: "Amabilité du livreur",
  commentaire: "Commentaire",
  message: "Votre message",
  sujet: "Sujet",
  id_commande: "Numéro de commande",
};

/** The name the summary gives the field: the form's own label, else the shop's usual one, « (facultatif) » left out. */
export function fieldLabel(name: string, labels?: Readonly<Record<string, string>>): string | null {
  const label = (labels && Object.hasOwn(labels, name) ? labels[name] : Object.hasOwn(FIELD_LABELS, name) ? FIELD_LABELS[name] : undefined) ?? null;
  const bare = label?.replace(/\s*\(facultati(?:f|ve)\)\s*$/u, "").trim();
  return bare ? bare : null;
}
