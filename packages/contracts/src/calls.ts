// Every call of the specification, and the subset served today. A listed call that is not served yet
// answers a plain 404 (never a fake success), so clients and the contract check see it as missing.
import type { CallContract } from "./call.ts";
import { contentCalls } from "./content.ts";

export const SPEC_GET_CALLS = [
  "getArborescence", "getHomepage", "getCatalogue", "getMarque", "getProduct", "isReservable", "getProductAssoc",
  "getJobs", "getAvisClient", "getMonAvis", "getStaticPage", "getMentionsLegales", "getCreneaux", "getCreneauxResa",
  "getRdvResa", "getCreneauxByCP", "mesAdresses", "getPack", "getPackThemes", "getRecette", "getPicking",
  "getPanachage", "rappelProduits", "mesListes", "getCommande", "geoloc", "getOffres", "downloadFile", "getH1pH1pH1p",
  "me", "monHistoriqueFidelite", "getConfiguration", "mesCB", "mesParrainages", "payConfiguration", "isPaiementOK",
  "checkAvantPaiement", "getPanier", "penseBete", "coupDeCoeur", "myProducts", "isProductInList", "getFAQ",
  "getProducteur", "getFraisLivraison", "getZonesLivrables", "getAvis", "getAvisADonner", "getActivites",
  "getDefisActuels", "getDefisHistorique", "getDefisArticles", "getDebug", "getBanqueAlimentaire", "mesBlocsNotes",
  "getCalendrier", "getMessages", "getContenuMkt", "getSurvey", "getCoraAuchan", "redirect",
] as const;

export const SPEC_POST_CALLS = [
  "postSurvey", "postNotationLivreur", "setMonAvis", "setCreneaux", "addRdvResa", "cancelRdvResa", "autocomplete",
  "setAdresses", "updateAdresse", "deleteAdresse", "buyPack", "buyRecette", "deleteList", "replaceProductInList",
  "replaceAllProductInList", "deletePanierAbandonne", "mergeList", "loadList", "updateCommande", "loadHistorique",
  "updateList", "addList", "setOptin", "loginToken", "forgotPassword", "register", "logoutToken", "loginCP", "loginSA",
  "deleteCB", "updateCB", "addCB", "mesParrainages", "updatePanier", "deleteBlocNotes", "createBlocNotes",
  "updateBlocNotes", "sendContactForm", "sendMRForm", "updateH1pH1pH1p", "setGroupe", "updateMe", "paySepa",
  "tracking", "activationDefi", "playCalendrier",
] as const;

/** The contracts of the calls served now. */
export const servedCalls: readonly CallContract[] = [...contentCalls];
