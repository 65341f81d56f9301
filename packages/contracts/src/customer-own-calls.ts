// The write calls only the customer may make: the web-service refuses them to a staff member acting as the customer
// (login-as, ADR 0048), and the storefront shows a notice instead of their forms (ADR 0080). Written once here, so
// the web-service's guard and the storefront's notices are checked against the same list (their tests).
export const CUSTOMER_OWN_CALLS = [
  "mesParrainages",
  "setOptin",
  "sendContactForm",
  "setMonAvis",
  "postNotationLivreur",
  "postSurvey",
  "activationDefi",
  "playCalendrier",
  "playConcoursCine",
  "exportDonnees",
] as const;

export type CustomerOwnCall = (typeof CUSTOMER_OWN_CALLS)[number];
