// What the games' pages say, as pure functions: a challenge's progress, a finished challenge's result, a door's
// state, and whether the advent calendar is the season's (home page link).
import { decemberDay, frenchDayMonth, frenchTime, type CalendarDoor, type ChallengeView } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { formatEuros } from "../../lib/format/price.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** « 2 produits sur 3 », « 1 commande livrée sur 2 », « 7,50 € sur 15,00 € ». */
export function progressText(defi: Pick<ChallengeView, "type" | "objectif" | "participation">): string {
  const done = defi.participation?.progression ?? 0;
  if (defi.type === "montant") return `${formatEuros(done)} sur ${formatEuros(defi.objectif)}`;
  if (defi.type === "commandes") return `${plural(done, "commande livrée", "commandes livrées")} sur ${defi.objectif}`;
  return `${plural(done, "produit", "produits")} sur ${defi.objectif}`;
}

export type ChallengeResult = "gagne" | "en_attente" | "non_atteint";

export function resultText(result: ChallengeResult, reward: number | null): string {
  if (result === "gagne") return `Gagné\u00A0: ${formatEuros(reward ?? 0)} dans votre cagnotte`;
  if (result === "en_attente") return "En attente\u00A0: une commande passée pendant le défi n'est pas encore livrée";
  return "Objectif non atteint";
}

/**
 * A challenge's title and description as the team wrote them (« Achetez 3 produits bio : 2 € dans votre cagnotte. »),
 * typeset where shown: they come from the database with ordinary spaces, like catalogue texts.
 */
export const challengeTexts = (defi: Pick<ChallengeView, "titre" | "description">) => ({
  titre: typesetFrench(defi.titre),
  description: typesetFrench(defi.description),
});

/** « jusqu'au 17 décembre, 9 h » (typeset) ; « jusqu'au 17 décembre » for an end at midnight (the day before's end). */
export function untilText(iso: string): string {
  const end = new Date(iso);
  const time = frenchTime(end);
  if (time === "0 h") return `jusqu'au ${frenchDayMonth(new Date(end.getTime() - 1))} inclus`;
  return typesetFrench(`jusqu'au ${frenchDayMonth(end)}, ${time}`);
}


const DOOR_STATES: Record<CalendarDoor["etat"], string> = {
  a_venir: "s'ouvrira ce jour-là",
  ouverte: "à ouvrir aujourd'hui",
  gagnee: "gagnée",
  perdue: "ouverte, pas gagnée",
  passee: "passée",
};

/** A door's accessible name: « 5 décembre, à ouvrir aujourd'hui ». */
export const doorLabel = (door: Pick<CalendarDoor, "jour" | "etat">): string => `${decemberDay(door.jour)}, ${DOOR_STATES[door.etat]}`;


const parisParts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", month: "numeric", day: "numeric" });

/** From 1 to 24 December in Paris: the home page links to the calendar. */
export function isAdventSeason(at: Date): boolean {
  const parts = Object.fromEntries(parisParts.formatToParts(at).map((p) => [p.type, p.value]));
  return Number(parts.month) === 12 && Number(parts.day) <= 24;
}

/**
 * Where the chosen gift is, as the order's status says: to come, on its way, delivered, or gone with the order replacing
 * it. « Votre cadeau » is the subject, the gift's title in apposition: « Caramels » or « Tablette » would not agree with
 * « sera livré » or « offert ».
 */
export function giftSentence(title: string, status: string, replacedBy: number | null): string {
  const gift = `Votre cadeau offert, «\u00A0${title}\u00A0»,`;
  if (replacedBy !== null) return `${gift} suit votre modification, la commande n°\u00A0${replacedBy}\u00A0: il sera livré avec elle.`;
  if (status === "delivered") return `${gift} a été livré avec cette commande.`;
  if (status === "out_for_delivery") return `${gift} est en route avec cette commande.`;
  return `${gift} sera livré avec cette commande.`;
}

/**
 * What a game's page says once the e-mail confirmation link brought the customer back (?adresse_confirmee, which
 * stays in the address): « vous pouvez jouer » only while they can, not after today's play or once the game closed.
 */
export const emailConfirmedNotice = (canPlay: boolean): string =>
  canPlay ? "Votre adresse e-mail est confirmée\u00A0: vous pouvez jouer." : "Votre adresse e-mail est confirmée.";
