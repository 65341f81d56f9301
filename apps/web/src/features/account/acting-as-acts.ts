// What only the customer may do, in the words of the notice staff acting as them read instead of each form the
// web-service refuses them (ActingAsNotice, ADR 0080): one entry per call of CUSTOMER_OWN_CALLS, so a call added to
// that list cannot be left without its words.
import type { CustomerOwnCall } from "@cabas/contracts";

/** Each act as the end of « seul le client peut … ». */
export const ACTING_AS_ACTS: Readonly<Record<CustomerOwnCall, string>> = {
  mesParrainages: "inviter ses amis ou retirer une invitation",
  setOptin: "changer ses abonnements aux e-mails",
  sendContactForm: "écrire au service client en son nom",
  setMonAvis: "donner son avis sur un produit",
  postNotationLivreur: "noter sa livraison",
  postSurvey: "répondre au sondage",
  activationDefi: "participer aux défis",
  playCalendrier: "ouvrir les cases du calendrier",
  playConcoursCine: "jouer au jeu concours",
  exportDonnees: "télécharger ses données",
};

/** The notice's sentence for a call only the customer makes. */
export const actingAsNoticeText = (call: CustomerOwnCall): string =>
  `Vous agissez en tant que ce client\u00A0: seul le client peut ${ACTING_AS_ACTS[call]}.`;
