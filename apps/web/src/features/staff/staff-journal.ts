// The staff journal's words (ADR 0091): what each recorded call did, said as support says it, the customer typed in
// the search field read as a number or an e-mail address, and times in Paris.

/** What a write call recorded during a login-as did; unknown names are shown as they are. */
const CALL_LABELS: Readonly<Record<string, string>> = {
  updatePanier: "Panier modifié",
  setAdresses: "Adresses de la commande choisies",
  updateAdresse: "Adresse modifiée",
  deleteAdresse: "Adresse supprimée",
  autocomplete: "Adresse vérifiée",
  setCreneaux: "Créneau choisi",
  addRdvResa: "Créneau réservé à l'avance",
  cancelRdvResa: "Réservation de créneau annulée",
  updateCommande: "Commande rouverte (modification ou complément)",
  loadHistorique: "Commande passée remise au panier",
  addCB: "Carte bancaire ajoutée",
  updateCB: "Carte bancaire modifiée",
  deleteCB: "Carte bancaire supprimée",
  paySepa: "Mandat ou paiement SEPA",
  updateMe: "Informations personnelles modifiées",
  sendMRForm: "Réclamation enregistrée",
  updateH1pH1pH1p: "Cadeau de remerciement choisi",
  deletePanierAbandonne: "Panier abandonné supprimé",
  addList: "Liste créée",
  updateList: "Liste modifiée",
  deleteList: "Liste supprimée",
  loadList: "Liste mise au panier",
  mergeList: "Listes réunies",
  replaceProductInList: "Produit remplacé dans une liste",
  replaceAllProductInList: "Produit remplacé dans les listes",
  createBlocNotes: "Bloc-notes créé",
  updateBlocNotes: "Bloc-notes modifié",
  deleteBlocNotes: "Bloc-notes supprimé",
  buyPack: "Pack mis au panier",
  buyRecette: "Recette mise au panier",
  setGroupe: "Version du site choisie",
  setOptin: "Abonnements aux e-mails",
  mesParrainages: "Parrainage",
  activationDefi: "Inscription à un défi",
  playCalendrier: "Calendrier de l'Avent",
  playConcoursCine: "Jeu concours cinéma",
  postSurvey: "Réponse au sondage",
  setMonAvis: "Avis sur un produit",
  postNotationLivreur: "Note de la livraison",
  sendContactForm: "Message au service client",
  supprimerCompte: "Suppression du compte",
  logoutToken: "Fin de la connexion («\u00A0Quitter\u00A0»)",
};

export const callLabel = (call: string): string => CALL_LABELS[call] ?? call;

/** A person typed in a journal's field: a number (under `idKey`) or an e-mail address; null when nothing was typed. */
function typedPerson<K extends string>(
  typed: string | undefined,
  idKey: K,
  words: { unknown: string; hint: string },
): Record<K, number> | { email: string } | { error: string } | null {
  const text = (typed ?? "").trim();
  if (text === "") return null;
  if (/^\d{1,10}$/.test(text)) {
    const id = Number(text);
    return id > 0 && id <= 2_147_483_647 ? ({ [idKey]: id } as Record<K, number>) : { error: words.unknown };
  }
  if (/^[^\s@]+@[^\s@]+$/.test(text) && text.length <= 254) return { email: text };
  return { error: words.hint };
}

/** The customer the journal is asked for: a customer number or an e-mail address, else the reason in French. */
export const customerQuery = (typed: string | undefined) =>
  typedPerson(typed, "id_client", { unknown: "Ce n° client n'existe pas.", hint: "Saisissez l'adresse e-mail ou le n° du client." });

/** The team journal's page (ADR 0097): what one staff member did as customers. */
export const TEAM_JOURNAL_PATH = "/support/journal/equipe";

/** The staff member typed in the team journal's field, read as a customer is. */
export const staffMemberQuery = (typed: string | undefined) =>
  typedPerson(typed, "id_conseiller", { unknown: "Ce membre de l'équipe n'existe pas.", hint: "Saisissez l'adresse e-mail ou le n° du membre de l'équipe." });

const parisDateTime = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** « 29/11/2026 à 23:05:12 », Paris time, whatever the server's zone. */
export const journalDateTime = (iso: string): string => parisDateTime.format(new Date(iso)).replace(" ", " à ");

/** An action's time: « 23:05:12 » on the day its login-as began (said above the table), else its date too. */
export function actionTime(iso: string, loginStartIso: string): string {
  const [day, time] = journalDateTime(iso).split(" à ");
  return day === journalDateTime(loginStartIso).split(" à ")[0] ? time! : `${day} à ${time}`;
}

/** An IPv4 address as people write it, even when the server's IPv6 socket recorded it mapped (« ::ffff:192.0.2.1 »). */
export const journalAddress = (ip: string): string => ip.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, "$1");
