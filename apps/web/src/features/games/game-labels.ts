// What the games' pages say, as pure functions: a challenge's progress, a finished challenge's result, a door's
// state, and whether the advent calendar is the season's (home page link).
import type { CalendarDoor, ChallengeView } from "@cabas/contracts";
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
  if (result === "gagne") return `Gagné : ${formatEuros(reward ?? 0)} dans votre cagnotte`;
  if (result === "en_attente") return "En attente : une commande passée pendant le défi n'est pas encore livrée";
  return "Objectif non atteint";
}

const dayMonth = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", timeZone: "Europe/Paris" });
const hourMinute = new Intl.DateTimeFormat("fr-FR", { hour: "numeric", minute: "2-digit", timeZone: "Europe/Paris" });

/** « jusqu'au 17 décembre, 9 h » ; « jusqu'au 17 décembre » for an end at midnight (the day before's end). */
export function untilText(iso: string): string {
  const end = new Date(iso);
  const [hours = "0", minutes = "00"] = hourMinute.format(end).split(":");
  if (Number(hours) === 0 && minutes === "00") return `jusqu'au ${dayMonth.format(new Date(end.getTime() - 1))} inclus`;
  return `jusqu'au ${dayMonth.format(end)}, ${Number(hours)} h${minutes === "00" ? "" : ` ${minutes}`}`;
}


const DOOR_STATES: Record<CalendarDoor["etat"], string> = {
  a_venir: "s'ouvrira ce jour-là",
  ouverte: "à ouvrir aujourd'hui",
  gagnee: "gagnée",
  perdue: "ouverte, pas gagnée",
  passee: "passée",
};

/** A door's accessible name: « 5 décembre, à ouvrir aujourd'hui ». */
export const doorLabel = (door: Pick<CalendarDoor, "jour" | "etat">): string => `${door.jour} décembre, ${DOOR_STATES[door.etat]}`;

const parisParts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", month: "numeric", day: "numeric" });

/** From 1 to 24 December in Paris: the home page links to the calendar. */
export function isAdventSeason(at: Date): boolean {
  const parts = Object.fromEntries(parisParts.formatToParts(at).map((p) => [p.type, p.value]));
  return Number(parts.month) === 12 && Number(parts.day) <= 24;
}
