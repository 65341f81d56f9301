// « Télécharger mes données » (RGPD art. 15 and 20): the signed-in customer's copy of everything Cabas holds about
// them, as one JSON file. Cabas's call beyond the specification. Keys are French, like the web-service's; amounts
// are integer cents with their currency (exact, unlike the wire's euros); dates ISO 8601 in UTC. Every object is
// strict: a field nobody declared here cannot slip into the file. Decisions: docs/adr/0082-download-my-data.md.
import { z } from "zod";
import { defineCall } from "./call.ts";

export const PERSONAL_DATA_FORMAT = "cabas-mes-donnees";
export const PERSONAL_DATA_VERSION = 1;

/** Exports one account may ask for in an hour: one is what a customer needs; a few more allow a retry. */
export const PERSONAL_DATA_EXPORTS_PER_HOUR = 3;

const at = z.iso.datetime();
const maybeAt = at.nullable();
const id = z.number().int();
const maybeId = id.nullable();
const text = z.string();
const maybeText = text.nullable();

/** An amount: integer cents and their currency. */
export const exportAmount = z.strictObject({ centimes: z.number().int(), devise: z.literal("EUR") });
const maybeAmount = exportAmount.nullable();

const company = z.strictObject({ raison_sociale: maybeText, siret: maybeText, numero_tva: maybeText });

const account = z.strictObject({
  numero_client: id,
  email: text,
  email_confirme_le: maybeAt,
  civilite: maybeText,
  nom: text,
  prenom: text,
  telephone: maybeText,
  type_de_compte: z.enum(["particulier", "professionnel"]),
  entreprise: company.nullable(),
  code_postal: maybeText,
  id_perimetre: maybeId,
  groupe_site: z.enum(["new", "old"]),
  acces_ancienne_version: z.boolean(),
  habilitations: z.array(text),
  cree_le: at,
  modifie_le: at,
  /** The customer's last sign-in or signed-in visit, to the day (ADR 0135); null before it was recorded. */
  derniere_activite_le: maybeAt,
  /** When the notice « Votre compte Cabas sera supprimé le … faute d'activité » was sent, if one is running. */
  suppression_pour_inactivite_annoncee_le: maybeAt,
});

const subscription = z.strictObject({
  type: text,
  abonne: z.boolean(),
  origine: maybeText,
  preference: maybeText,
  modifie_le: at,
});

const address = z.strictObject({
  id_adresse: id,
  libelle: maybeText,
  civilite: maybeText,
  nom: text,
  prenom: text,
  societe: maybeText,
  ligne1: text,
  ligne2: maybeText,
  code_postal: text,
  ville: text,
  digicode: maybeText,
  etage: maybeText,
  ascenseur: z.boolean().nullable(),
  nom_interphone: maybeText,
  telephone: maybeText,
  instructions: maybeText,
  livraison_par_defaut: z.boolean(),
  facturation_par_defaut: z.boolean(),
  cree_le: at,
  modifie_le: at,
  supprimee_le: maybeAt,
});

const basket = z.strictObject({
  id_panier: id,
  statut: text,
  mode: text,
  id_commande_modifiee: maybeId,
  id_perimetre: id,
  id_adresse_livraison: maybeId,
  id_adresse_facturation: maybeId,
  preference_substitution: maybeText,
  preference_sacs: maybeText,
  preference_contact: maybeText,
  note_au_preparateur: maybeText,
  sans_impression: z.boolean(),
  remise_amex: z.boolean(),
  joker: z.boolean(),
  euros_fidelite: exportAmount,
  cagnotte: exportAmount,
  code_avantage: maybeText,
  don: exportAmount,
  origine: maybeText,
  cree_le: at,
  modifie_le: at,
  articles: z.array(
    z.strictObject({
      id_article: id,
      nom: text,
      quantite: z.number().int(),
      preference_substitution: maybeText,
      ajoute_le: at,
    }),
  ),
  packs: z.array(z.strictObject({ id_pack: id, nom: text, quantite: z.number().int(), ajoute_le: at })),
});

const slotPlace = z.strictObject({
  type: z.enum(["hold", "order", "reservation"]),
  debut: at,
  fin: at,
  id_commande: maybeId,
  expire_le: maybeAt,
  liberee_le: maybeAt,
  cree_le: at,
});

const orderLine = z.strictObject({
  id_article: id,
  nom: text,
  quantite: z.number().int(),
  prix_unitaire: exportAmount,
  montant: exportAmount,
  poids_variable: z.boolean(),
  poids_estime_grammes: z.number().int().nullable(),
  poids_final_grammes: z.number().int().nullable(),
  montant_final: maybeAmount,
  preference_substitution: maybeText,
  taux_tva_pourcent: z.number().nullable(),
});

const payment = z.strictObject({
  moyen: text,
  statut: text,
  montant: exportAmount,
  encaisse: maybeAmount,
  id_carte: maybeId,
  id_mandat: maybeId,
  motif_echec: maybeText,
  cree_le: at,
  modifie_le: at,
  rembourse_le: maybeAt,
  reference_remboursement: maybeText,
});

const order = z.strictObject({
  id_commande: id,
  statut: text,
  statut_libelle: text,
  id_panier: id,
  id_perimetre: id,
  complement_de: maybeId,
  remplace: maybeId,
  creneau: z.strictObject({ debut: at, fin: at }),
  adresse_livraison: z.record(z.string(), z.unknown()),
  adresse_facturation: z.record(z.string(), z.unknown()),
  entreprise: company.nullable(),
  montants: z.strictObject({
    marchandises: exportAmount,
    livraison: exportAmount,
    remises: exportAmount,
    total: exportAmount,
    autorise: exportAmount,
    encaisse: maybeAmount,
  }),
  /** The basket's totals block as the order was placed, each in cents of `devise`. */
  detail_des_montants: z.strictObject({ centimes: z.record(z.string(), z.number().int()), devise: z.literal("EUR") }),
  moyen_de_paiement: text,
  preferences: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
  numero_facture: maybeText,
  nom_sur_la_facture: maybeText,
  date_limite_de_modification: at,
  passee_le: at,
  preparee_le: maybeAt,
  expediee_le: maybeAt,
  livree_le: maybeAt,
  annulee_le: maybeAt,
  modifiee_le: at,
  lignes: z.array(orderLine),
  paiements: z.array(payment),
  historique: z.array(z.strictObject({ statut: text, note: maybeText, le: at })),
  cadeau: z.strictObject({ titre: text, choisi_le: at }).nullable(),
  /**
   * Customer service's calls about a returned debit of the order (ADR 0136): when, what came of it, the day she
   * promised to pay by, the adviser's note; not the adviser's name.
   */
  appels_du_service_client: z.array(z.strictObject({ le: at, issue: text, paiement_promis_le: maybeText, note: text })),
});

const claim = z.strictObject({
  id_reclamation: id,
  id_commande: id,
  statut: text,
  credit: exportAmount,
  euros_fidelite_repris: exportAmount,
  euros_fidelite_non_repris: exportAmount,
  commentaire: maybeText,
  cree_le: at,
  traitee_le: maybeAt,
  motif_refus: maybeText,
  /** Credits added after the decision, when the customer contested it (ADR 0098). */
  revisions: z.array(
    z.strictObject({ le: at, statut_avant: text, motif_refus_avant: maybeText, credit_ajoute: exportAmount, euros_fidelite_repris: exportAmount, raison: text }),
  ),
  lignes: z.array(
    z.strictObject({ id_article: id, nom: text, quantite: z.number().int(), motif: text, credit: exportAmount }),
  ),
});

const card = z.strictObject({
  id_carte: id,
  marque: text,
  quatre_derniers_chiffres: text,
  mois_expiration: z.number().int(),
  annee_expiration: z.number().int(),
  libelle: maybeText,
  par_defaut: z.boolean(),
  enregistree_le: at,
  supprimee_le: maybeAt,
});

const mandate = z.strictObject({
  id_mandat: id,
  reference_unique_de_mandat: text,
  iban_masque: text,
  titulaire: text,
  signe_le: at,
  lieu_de_signature: maybeText,
  revoque_le: maybeAt,
});

const loyalty = z.strictObject({
  soldes: z.strictObject({ euros_fidelite: exportAmount, cagnotte: exportAmount, jokers: z.number().int() }),
  mouvements: z.array(
    z.strictObject({
      type: z.enum(["eurofid", "cagnotte", "joker"]),
      /** Euros fidélité and prize pot: the amount; null for a joker, counted in `nombre`. */
      montant: maybeAmount,
      nombre: z.number().int().nullable(),
      motif: text,
      id_commande: maybeId,
      le: at,
    }),
  ),
});

const voucher = z.strictObject({
  code: text,
  type: z.enum(["ba", "parrain"]),
  montant: exportAmount,
  panier_minimum: exportAmount,
  expire_le: at,
  utilise_le: maybeAt,
  id_commande: maybeId,
  cree_le: at,
});

const referral = z.strictObject({
  code: maybeText,
  code_cree_le: maybeAt,
  invitations: z.array(
    z.strictObject({
      email: maybeText,
      invite_le: maybeAt,
      inscrit_le: maybeAt,
      recompense_le: maybeAt,
      bon_de_recompense: maybeText,
      sans_recompense_car: maybeText,
      cree_le: at,
    }),
  ),
  parrainage_recu: z.strictObject({ inscrit_le: maybeAt, bon_de_bienvenue: maybeText }).nullable(),
});

const list = z.strictObject({
  id_liste: id,
  nom: text,
  cree_le: at,
  modifie_le: at,
  articles: z.array(z.strictObject({ id_article: id, nom: text, quantite: z.number().int(), ajoute_le: at })),
});

const review = z.strictObject({
  id_avis: id,
  id_article: id,
  nom_article: text,
  id_commande: maybeId,
  experience_le: maybeAt,
  note: z.number().int(),
  titre: text,
  texte: text,
  statut: text,
  motif_refus: maybeText,
  ecrit_le: at,
  modifie_le: at,
  modere_le: maybeAt,
  publie_le: maybeAt,
});

const courierRating = z.strictObject({
  id_commande: id,
  note: z.number().int(),
  ponctualite: z.number().int(),
  amabilite: z.number().int(),
  commentaire: maybeText,
  publication_acceptee: z.boolean(),
  statut_commentaire: maybeText,
  motif_refus: maybeText,
  experience_le: maybeAt,
  cree_le: at,
  modere_le: maybeAt,
  publie_le: maybeAt,
});

export const personalDataExport = z.strictObject({
  format: z.literal(PERSONAL_DATA_FORMAT),
  version: z.literal(PERSONAL_DATA_VERSION),
  genere_le: at,
  responsable_du_traitement: z.strictObject({ nom: text, adresse: text, dpo: text }),
  a_propos: text,
  non_inclus: z.array(z.strictObject({ donnees: text, raison: text })),
  compte: account,
  abonnements: z.array(subscription),
  adresses: z.array(address),
  paniers: z.array(basket),
  places_de_creneaux: z.array(slotPlace),
  commandes: z.array(order),
  reclamations: z.array(claim),
  cartes_bancaires: z.array(card),
  mandats_sepa: z.array(mandate),
  fidelite: loyalty,
  bons_achat: z.array(voucher),
  parrainage: referral,
  listes: z.array(list),
  blocs_notes: z.array(z.strictObject({ id_bloc_notes: id, titre: text, texte: text, cree_le: at, modifie_le: at })),
  preferences_produits: z.array(
    z.strictObject({ id_article: id, nom: text, preference_substitution: text, modifie_le: at }),
  ),
  avis_produits: z.array(review),
  notations_livreur: z.array(courierRating),
  questionnaires: z.array(
    z.strictObject({ code: text, reponses: z.record(z.string(), z.union([z.string(), z.number(), z.null()])), le: at }),
  ),
  defis: z.array(
    z.strictObject({ id_defi: id, titre: text, inscrit_le: at, recompense_le: maybeAt, recompense: maybeAmount }),
  ),
  calendrier_de_l_avent: z.array(
    z.strictObject({
      annee: z.number().int(),
      jour: z.number().int(),
      joue_le: at,
      gagne: z.boolean(),
      lot: maybeAmount,
      bon_achat: maybeText,
    }),
  ),
  concours_cinema: z.array(
    z.strictObject({ concours: text, jour: z.iso.date(), joue_le: at, gagne: z.boolean(), e_billet: maybeText }),
  ),
  messages_au_service_client: z.array(
    z.strictObject({
      id_message: id,
      email: text,
      nom: text,
      sujet: text,
      id_commande: maybeId,
      message: text,
      envoye_le: at,
    }),
  ),
  alertes_ouverture_de_zone: z.array(
    z.strictObject({ email: text, code_postal: text, demandee_le: at, prevenu_le: maybeAt }),
  ),
  /**
   * Waiting lists of products sold on reservation (ADR 0114): prevenu_le when a place was offered, to take until
   * reservable_jusqu_au; places_gardees, the units held for the customer meanwhile (ADR 0120).
   */
  listes_d_attente_reservations: z.array(
    z.strictObject({
      id_produit: id,
      produit: text,
      perimetre: text,
      inscrit_le: at,
      prevenu_le: maybeAt,
      reservable_jusqu_au: maybeAt,
      places_gardees: z.number().int().nonnegative(),
    }),
  ),
  connexions: z.array(
    z.strictObject({
      ouverte_le: at,
      derniere_activite_le: at,
      expire_le: at,
      fermee_le: maybeAt,
      code_postal: maybeText,
      /** Opened by a Cabas adviser acting as the customer (login-as), not by the customer. */
      par_un_conseiller: z.boolean(),
    }),
  ),
  reinitialisations_du_mot_de_passe: z.array(z.strictObject({ demandee_le: at, expire_le: at, utilisee_le: maybeAt })),
  confirmations_de_l_email: z.array(
    z.strictObject({ email: text, envoyee_le: at, expire_le: at, utilisee_le: maybeAt }),
  ),
  acces_du_service_client: z.array(
    z.strictObject({
      debut: at,
      fin: maybeAt,
      actions: z.array(z.strictObject({ appel: text, le: at, abouti: z.boolean() })),
    }),
  ),
});

export type PersonalDataExport = z.infer<typeof personalDataExport>;

/** The section of the file each kind of data goes to (the completeness test checks every user column names one). */
export type PersonalDataSection = Exclude<
  keyof PersonalDataExport,
  "format" | "version" | "genere_le" | "responsable_du_traitement" | "a_propos" | "non_inclus"
>;

/** The downloaded file's name, dated on the Paris calendar: cabas-mes-donnees-2026-11-22.json. */
export const personalDataFileName = (at: Date): string =>
  `${PERSONAL_DATA_FORMAT}-${new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(at)}.json`;

export const exportDonnees = defineCall({
  name: "exportDonnees",
  method: "POST",
  summary: `Télécharger mes données (extension Cabas, droits d'accès et à la portabilité, RGPD art. 15 et 20) : tout ce que Cabas conserve sur le client connecté, en un fichier JSON (cabas-mes-donnees-AAAA-MM-JJ.json, en pièce jointe) lu d'un seul instantané ; montants en centimes avec leur devise, dates ISO 8601. ${PERSONAL_DATA_EXPORTS_PER_HOUR} fois par heure au plus ; refusé quand l'équipe agit en tant que client.`,
  access: "customer",
  input: z.object({}),
  output: personalDataExport,
});
