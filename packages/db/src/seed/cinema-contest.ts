// The demonstration shop's cinema prize contest: open from a week before the seed date to 30 days after it (Paris
// days), 300 prizes of two cinema seats, one chance in ten a play, and its rules (ADR 0035).
import type { cinemaContests } from "../schema/games.ts";
import { COMPANY } from "./data/pages-legal.ts";

const HOUR_MS = 3_600_000;

export const CINEMA_CONTEST = {
  slug: "jeu-concours-cinema",
  title: "Le jeu concours cinéma Cabas",
  prizeLabel: "2 places de cinéma",
  /** Two seats at a usual Paris price. */
  prizeValueCents: 2400,
  stock: 300,
  /** One chance in ten. */
  oddsBp: 1000,
  /** Days from the seed date: the first day, and the last one (included). */
  from: -7,
  to: 30,
  ticketValidMonths: 6,
} as const;

const hourInParis = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "numeric", hourCycle: "h23" });

/** 0 h in Paris on the UTC date of `day` + `offset` days (clocks change at 01:00 UTC, so that day's offset holds). */
function parisMidnight(day: Date, offset: number): Date {
  const utcMidnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + offset);
  return new Date(utcMidnight - Number(hourInParis.format(new Date(utcMidnight))) * HOUR_MS);
}

const dateFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" });
/** « 1er décembre 2026 »: French writes the first of the month as an ordinal (the contracts' frenchLongDate; the seed does not depend on them). */
const longDate = (d: Date) => dateFormat.format(d).replace(/^1 /, "1er ");
const euros = (cents: number) => `${(cents / 100).toLocaleString("fr-FR", { minimumFractionDigits: cents % 100 === 0 ? 0 : 2 })} €`;

/** The contest's rules: what French law asks of a promotional game (Code de la consommation, art. L121-36 s.). */
export function cinemaRules(c: { title: string; startsAt: Date; endsAt: Date; prizeLabel: string; prizeValueCents: number; stock: number; oddsBp: number }): string {
  const lastDay = new Date(c.endsAt.getTime() - 1);
  return `## Article 1 — Organisateur

${COMPANY.name}, société par actions simplifiée au capital de ${COMPANY.capital}, ${COMPANY.rcs}, dont le siège est situé ${COMPANY.address}, organise du ${longDate(c.startsAt)} à 0 h au ${longDate(lastDay)} à 23 h 59 (heure de Paris) un jeu gratuit sans obligation d'achat intitulé « ${c.title} ».

## Article 2 — Participation

Le jeu est ouvert à toute personne physique majeure résidant en France métropolitaine, titulaire d'un compte client Cabas dont l'adresse e-mail est confirmée (la création d'un compte est gratuite et n'oblige à aucun achat ; à la première participation, un lien de confirmation est envoyé à l'adresse du compte). Une personne ne participe qu'avec un seul compte. Les salariés de l'organisateur et leur famille ne peuvent pas participer : les comptes de l'équipe Cabas ne peuvent pas jouer, et un conseiller connecté à la place d'un client ne peut pas jouer en son nom. **Aucun achat n'est nécessaire pour jouer.**

## Article 3 — Déroulement

Pendant la durée du jeu, le participant connecté peut jouer sur la page [Jeu concours cinéma](/offres-clients/offre-cinema) en cliquant sur « Jouer », **une seule fois par jour et par compte** (le jour s'entend à l'heure de Paris). Le résultat (gagné ou perdu) s'affiche aussitôt. Toute participation supplémentaire le même jour est refusée.

## Article 4 — Dotations

Le jeu met en jeu ${c.stock} lots de « ${c.prizeLabel} », d'une valeur unitaire de ${euros(c.prizeValueCents)} TTC, soit ${euros(c.prizeValueCents * c.stock)} TTC au total. Chaque participation a une chance sur ${Math.round(10_000 / c.oddsBp)} de gagner ; le jeu prend fin dès que tous les lots ont été gagnés, ce que la page du jeu annonce. Le tirage est fait au hasard par un générateur cryptographique, au moment de la participation.

Chaque lot prend la forme d'un e-billet (un code CINE-XXXX-XXXX) valable pour deux places, pour la séance de son choix dans les cinémas partenaires de l'opération, pendant ${CINEMA_CONTEST.ticketValidMonths} mois à compter du gain. Les lots ne sont ni échangeables, ni remboursables en espèces.

## Article 5 — Information des gagnants

Le gagnant est informé à l'écran dès sa participation ; il reçoit aussi un e-mail avec son code e-billet, à l'adresse de son compte. Ses e-billets restent affichés sur la page du jeu quand il est connecté.

## Article 6 — Données personnelles

Les participations sont enregistrées pour la seule gestion du jeu et conservées un an, conformément à notre [politique de données personnelles](/donnees-personnelles). Vous pouvez exercer vos droits d'accès, de rectification et d'effacement auprès du [service client](/contacter-cabas).

## Article 7 — Règlement

Le présent règlement est consultable gratuitement à tout moment sur la page du jeu et adressé gratuitement à toute personne qui en fait la demande au service client. La participation au jeu vaut acceptation du règlement. L'organisateur peut écourter ou annuler le jeu en cas de force majeure ou de fraude ; les participants en sont alors informés sur le site.`;
}

/** The contest row, its window in whole Paris days around the seed date. */
export function buildCinemaContest(now: Date): typeof cinemaContests.$inferInsert {
  const c = CINEMA_CONTEST;
  const window = { startsAt: parisMidnight(now, c.from), endsAt: parisMidnight(now, c.to + 1) };
  const contest = { title: c.title, prizeLabel: c.prizeLabel, prizeValueCents: c.prizeValueCents, stock: c.stock, oddsBp: c.oddsBp, ...window };
  return { slug: c.slug, ...contest, textColour: "#FFFFFF", backgroundColour: "#1D2A4D", rules: cinemaRules(contest) };
}
