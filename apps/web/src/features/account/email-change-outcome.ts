// What opening the link mailed to a new e-mail address gave (confirmChangementEmail, ADR 0041 amended), as a code in
// the result page's address (never a text, nor the address itself), and the page's words for each code.
import type { ApiResult } from "../../lib/api/query.ts";

/** Where the link's route handler sends the shopper, with `?etat=<code>`. */
export const EMAIL_CHANGE_RESULT_PATH = "/confirmer-ma-nouvelle-adresse/resultat";

export type EmailChangeOutcome = "confirmee" | "inconnu" | "utilise" | "expire" | "prise" | "indisponible";

const REFUSALS: readonly EmailChangeOutcome[] = ["inconnu", "utilise", "expire", "prise"];

/** The code of the web-service's answer: its `lien` for a dead link or a taken address, « indisponible » for anything else. */
export function emailChangeOutcome(result: ApiResult<unknown>): EmailChangeOutcome {
  if (result.ok) return "confirmee";
  const code = result.details?.lien;
  return REFUSALS.find((known) => known === code) ?? "indisponible";
}

/** The result page's title and sentence; an unknown code reads as an unknown link. */
export function emailChangeOutcomeText(code: string | undefined): { title: string; text: string; done: boolean } {
  switch (code) {
    case "confirmee":
      return {
        title: "Votre nouvelle adresse e-mail est confirmée",
        text: "C\u2019est désormais avec elle que vous vous connectez et que nous vous écrivons. Votre ancienne adresse en est prévenue, et vos autres appareils ont été déconnectés.",
        done: true,
      };
    case "utilise":
      return {
        title: "Ce lien a déjà servi",
        text: "Votre nouvelle adresse e-mail est déjà en place\u00A0: connectez-vous avec elle.",
        done: false,
      };
    case "expire":
      return {
        title: "Ce lien a expiré",
        text: "Il était valable 24\u00A0heures. Votre adresse e-mail n\u2019a pas changé\u00A0: depuis «\u00A0Mes informations personnelles\u00A0», renvoyez le lien ou saisissez à nouveau la nouvelle adresse.",
        done: false,
      };
    case "prise":
      return {
        title: "Cette adresse e-mail n\u2019est plus disponible",
        text: "Un autre compte l\u2019utilise désormais. Votre adresse e-mail n\u2019a pas changé\u00A0: choisissez-en une autre dans «\u00A0Mes informations personnelles\u00A0».",
        done: false,
      };
    case "indisponible":
      return {
        title: "Votre adresse n\u2019a pas pu être confirmée",
        text: "Le service ne répond pas pour le moment. Rouvrez le lien dans quelques instants\u00A0: il est valable 24\u00A0heures après son envoi.",
        done: false,
      };
    default:
      return {
        title: "Ce lien de confirmation n\u2019est pas valable",
        text: "Il a peut-être été remplacé par un lien plus récent, ou l\u2019adresse du lien est incomplète. Votre adresse e-mail n\u2019a pas changé\u00A0: ouvrez le dernier lien reçu, ou demandez-en un depuis «\u00A0Mes informations personnelles\u00A0».",
        done: false,
      };
  }
}
