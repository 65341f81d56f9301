// The staff journal's words (ADR 0091): what each recorded call did, said as support says it, the customer typed in
// the search field read as a number or an e-mail address, and times in Paris.
import { frenchTime } from "@cabas/contracts/client-values";
import { typesetFrench } from "@cabas/contracts/french-typography";


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
  changementEmail: "Nouvelle adresse e-mail\u00A0: lien renvoyé ou changement annulé",
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

const parisDateParts = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function parisParts(iso: string): { day: string; hour: number; minute: string; second: string } {
  const parts = Object.fromEntries(parisDateParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { day: `${parts.day}/${parts.month}/${parts.year}`, hour: Number(parts.hour), minute: parts.minute ?? "00", second: parts.second ?? "00" };
}

/**
 * « 30/11/2026 à 10 h 06 »: when something happened, on the staff screens (reviews, claims, orders), Paris time,
 * hours written as the rest of the shop writes them. Seconds only in the login-as journal (journalDateTime).
 */
export function staffDateTime(iso: string): string {
  return `${parisParts(iso).day} à ${typesetFrench(frenchTime(new Date(iso)))}`;
}

/** « 10 h 06 min 31 s »: an audit's time, to the second (a call's trace in the web-service's logs). */
const auditTime = (p: { hour: number; minute: string; second: string }): string => `${p.hour}\u00A0h\u00A0${p.minute}\u00A0min\u00A0${p.second}\u00A0s`;

/**
 * « 29/11/2026 à 23 h 05 min 12 s », Paris time whatever the server's zone: the login-as journal is the audit of what
 * staff did as a customer (ADR 0091), the one staff screen that keeps seconds.
 */
export const journalDateTime = (iso: string): string => {
  const p = parisParts(iso);
  return `${p.day} à ${auditTime(p)}`;
};

/** An action's time: « 23 h 05 min 12 s » on the day its login-as began (said above the table), else its date too. */
export function actionTime(iso: string, loginStartIso: string): string {
  const p = parisParts(iso);
  return p.day === parisParts(loginStartIso).day ? auditTime(p) : `${p.day} à ${auditTime(p)}`;
}

/** An IPv4 address as people write it, even when the server's IPv6 socket recorded it mapped (« ::ffff:192.0.2.1 »). */
export const journalAddress = (ip: string): string => ip.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, "$1");

/**
 * How a login-as ended, after « Du … »: left with « Quitter » (its end), ran out or closed without it (« expirée »,
 * when its time is known), or still open. A login-as past its limits is never « toujours ouverte ».
 */
export function loginEndText(login: { fin: string | null; expiree: boolean; expiree_le: string | null }): string {
  if (login.fin) return `au ${journalDateTime(login.fin)}`;
  if (login.expiree) return login.expiree_le ? `— expirée le ${journalDateTime(login.expiree_le)}, sans «\u00A0Quitter\u00A0»` : "— expirée, sans «\u00A0Quitter\u00A0»";
  return "— toujours ouverte";
}
