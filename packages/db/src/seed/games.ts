// The demonstration shop's games: a few challenges running around the seed date, the advent calendar of the seed's
// year (24 doors, their prizes, stocks and odds, and its rules), the thank-you gifts and the cinema contest
// (cinema-contest.ts). Deterministic: dates are relative to the seed's reference date, everything else is written
// here (amounts and odds: docs/adr/0029 and 0035).
import type { Database } from "../client.ts";
import { calendarDays, calendarEditions, challenges, cinemaContests, thankYouGifts } from "../schema/games.ts";
import { insertBatched } from "./batch.ts";
import type { Catalogue } from "./catalogue.ts";
import { buildCinemaContest } from "./cinema-contest.ts";
import { COMPANY } from "./data/pages-legal.ts";
import { assertIconsExist } from "./icons.ts";

const DAY_MS = 86_400_000;

type ChallengeSeed = {
  slug: string;
  title: string;
  description: string;
  kind: "units" | "orders" | "spend";
  target: number;
  rewardCents: number;
  bioOnly?: boolean;
  /** An aisle's slug: its products and its shelves' count. */
  aisle?: string;
  icon: string;
  /** Days from the seed date. */
  from: number;
  to: number;
};

const CHALLENGES: readonly ChallengeSeed[] = [
  {
    slug: "trois-produits-bio",
    title: "Le bio, trois fois mieux",
    description: "Achetez 3 produits bio : 2 € dans votre cagnotte.",
    kind: "units",
    target: 3,
    rewardCents: 200,
    bioOnly: true,
    icon: "seedling",
    from: -7,
    to: 23,
  },
  {
    slug: "deux-commandes-livrees",
    title: "Deux commandes, une récompense",
    description: "Faites-vous livrer 2 commandes : 5 € dans votre cagnotte.",
    kind: "orders",
    target: 2,
    rewardCents: 500,
    icon: "delivery-truck",
    from: -3,
    to: 27,
  },
  {
    slug: "fruits-et-legumes-de-saison",
    title: "Fruits et légumes de saison",
    description: "Dépensez 15 € en fruits et légumes : 3 € dans votre cagnotte.",
    kind: "spend",
    target: 1500,
    rewardCents: 300,
    aisle: "fruits-et-legumes",
    icon: "carrot",
    from: 0,
    to: 14,
  },
  {
    slug: "le-mois-du-fromage",
    title: "Le mois du fromage",
    description: "Achetez 4 produits de la crèmerie : 2 € dans votre cagnotte.",
    kind: "units",
    target: 4,
    rewardCents: 200,
    aisle: "cremerie",
    icon: "cheese-wedge",
    from: -60,
    to: -30,
  },
];

/** [prize label, kind, cents, voucher minimum basket (cents), prizes that day, odds in basis points]. */
type DoorSeed = readonly [string, "cagnotte" | "voucher", number, number, number, number];
const POT_2: DoorSeed = ["2 € dans votre cagnotte", "cagnotte", 200, 0, 100, 1000];
const POT_3: DoorSeed = ["3 € dans votre cagnotte", "cagnotte", 300, 0, 80, 800];
const POT_5: DoorSeed = ["5 € dans votre cagnotte", "cagnotte", 500, 0, 50, 600];
const BA_5: DoorSeed = ["Un bon d'achat de 5 € dès 40 € d'achats", "voucher", 500, 4000, 50, 800];
const BA_10: DoorSeed = ["Un bon d'achat de 10 € dès 60 € d'achats", "voucher", 1000, 6000, 20, 300];
const BA_15: DoorSeed = ["Un bon d'achat de 15 € dès 80 € d'achats", "voucher", 1500, 8000, 10, 200];
const BA_50: DoorSeed = ["Un bon d'achat de 50 € dès 100 € d'achats", "voucher", 5000, 10000, 5, 100];

/** The 24 doors, 1 to 24 December. */
export const CALENDAR_DOORS: readonly DoorSeed[] = [
  POT_2, POT_2, BA_5, POT_2, POT_3, POT_5, POT_2, BA_10, POT_2, POT_3, POT_2, POT_5,
  BA_5, POT_2, BA_10, POT_3, POT_2, POT_5, POT_2, BA_15, POT_3, POT_5, BA_10, BA_50,
];

export const VOUCHER_VALID_DAYS = 30;

type GiftSeed = { slug: string; title: string; description: string; product: string; icon: string; minOrderCents: number; stock: number };

const GIFTS: readonly GiftSeed[] = [
  {
    slug: "caramels-au-beurre-sale",
    title: "Caramels au beurre salé",
    description: "Un sachet de caramels bretons, pour vous dire merci.",
    product: "Caramels au beurre salé",
    icon: "candy",
    minOrderCents: 0,
    stock: 300,
  },
  {
    slug: "pain-d-epices-au-miel",
    title: "Pain d'épices au miel",
    description: "Le pain d'épices de Dijon, moelleux et parfumé, pour le goûter.",
    product: "Pain d'épices au miel",
    icon: "bread",
    minOrderCents: 4000,
    stock: 200,
  },
  {
    slug: "calissons-d-aix",
    title: "Calissons d'Aix",
    description: "Une boîte de calissons d'Aix-en-Provence, pour les grandes commandes.",
    product: "Calissons d'Aix",
    icon: "candy",
    minOrderCents: 8000,
    stock: 100,
  },
];

const dateFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Paris" });
/** « 1er novembre 2026 »: French writes the first of the month as an ordinal (the contracts' frenchLongDate; the seed does not depend on them). */
const longDate = (d: Date) => dateFormat.format(d).replace(/^1 /, "1er ");
/** « 1er décembre », « 2 décembre »: a door of the calendar. */
const decemberDay = (day: number) => `${day === 1 ? "1er" : day} décembre`;

const euros = (cents: number) => `${(cents / 100).toLocaleString("fr-FR", { minimumFractionDigits: cents % 100 === 0 ? 0 : 2 })} €`;

/** The game's rules: what French law asks of a promotional game (Code de la consommation, art. L121-36 s.). */
export function calendarRules(year: number): string {
  const prizes = CALENDAR_DOORS.map(([label, , , , stock, odds], index) => `- ${decemberDay(index + 1)} : ${label} — ${stock} lots, une chance sur ${Math.round(10000 / odds)}`);
  const total = CALENDAR_DOORS.reduce((sum, [, , cents, , stock]) => sum + cents * stock, 0);
  return `## Article 1 — Organisateur

${COMPANY.name}, société par actions simplifiée au capital de ${COMPANY.capital}, ${COMPANY.rcs}, dont le siège est situé ${COMPANY.address}, organise du 1er au 24 décembre ${year} un jeu gratuit sans obligation d'achat intitulé « Calendrier de l'Avent Cabas ».

## Article 2 — Participation

Le jeu est ouvert à toute personne physique majeure résidant en France métropolitaine, titulaire d'un compte client Cabas dont l'adresse e-mail est confirmée (la création d'un compte est gratuite et n'oblige à aucun achat ; à la première participation, un lien de confirmation est envoyé à l'adresse du compte). Une personne ne participe qu'avec un seul compte. Les salariés de l'organisateur et leur famille ne peuvent pas participer : les comptes de l'équipe Cabas ne peuvent pas jouer, et un conseiller connecté à la place d'un client ne peut pas jouer en son nom. **Aucun achat n'est nécessaire pour jouer.**

## Article 3 — Déroulement

Chaque jour du 1er au 24 décembre ${year} (heure de Paris), le participant connecté peut ouvrir la case du jour sur la page [Calendrier de l'Avent](/calendrier-de-l-avent), une seule fois par jour et par compte. Le résultat (gagné ou perdu) s'affiche aussitôt. Une case non ouverte le jour venu ne peut plus l'être ensuite.

## Article 4 — Dotations

Chaque jour met en jeu une dotation, dans la limite du nombre de lots du jour ; tant qu'il en reste, chaque participation a la chance de gagner indiquée ci-dessous. Une fois les lots du jour épuisés, les participations de la journée sont perdantes.

${prizes.join("\n")}

Valeur totale des dotations : ${euros(total)} TTC. Les sommes gagnées « dans votre cagnotte » sont créditées aussitôt sur la cagnotte du compte et utilisables sur toute commande Cabas. Les bons d'achat sont valables ${VOUCHER_VALID_DAYS} jours à compter du gain, pour une commande du montant minimum indiqué. Les dotations ne sont ni échangeables, ni remboursables en espèces.

## Article 5 — Information des gagnants

Le gagnant est informé à l'écran dès l'ouverture de la case ; son gain apparaît dans son compte (cagnotte ou bons d'achat).

## Article 6 — Données personnelles

Les participations sont enregistrées pour la seule gestion du jeu et conservées un an, conformément à notre [politique de données personnelles](/donnees-personnelles). Vous pouvez exercer vos droits d'accès, de rectification et d'effacement auprès du [service client](/contacter-cabas).

## Article 7 — Règlement

Le présent règlement est consultable gratuitement à tout moment sur cette page et adressé gratuitement à toute personne qui en fait la demande au service client. La participation au jeu vaut acceptation du règlement. L'organisateur peut écourter ou annuler le jeu en cas de force majeure ou de fraude ; les participants en sont alors informés sur le site. Règlement mis à jour le ${longDate(new Date(Date.UTC(year, 10, 1)))}.`;
}

export function buildGames(catalogue: Catalogue, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const challengeRows = CHALLENGES.map((c, position) => {
    const categoryId = c.aisle === undefined ? null : catalogue.categoryIdBySlug.get(c.aisle);
    if (categoryId === undefined) throw new Error(`Challenge ${c.slug} names an unknown aisle ${c.aisle}`);
    return {
      slug: c.slug,
      title: c.title,
      description: c.description,
      kind: c.kind,
      target: c.target,
      rewardCents: c.rewardCents,
      bioOnly: c.bioOnly ?? false,
      categoryId,
      icon: c.icon,
      position,
      startsAt: at(c.from),
      endsAt: at(c.to),
    };
  });
  const year = now.getUTCFullYear();
  const edition = {
    year,
    title: `Le calendrier de l'Avent ${year}`,
    textColour: "#FFFFFF",
    backgroundColour: "#B3261E",
    rules: calendarRules(year),
  };
  const days = CALENDAR_DOORS.map(([label, prizeKind, prizeCents, voucherMinBasketCents, stock, oddsBp], index) => ({
    year,
    day: index + 1,
    label,
    prizeKind,
    prizeCents,
    voucherMinBasketCents,
    voucherValidDays: VOUCHER_VALID_DAYS,
    stock,
    oddsBp,
  }));
  const gifts = GIFTS.map((g, position) => {
    const productId = catalogue.productIdByName.get(g.product);
    if (!productId) throw new Error(`Gift ${g.slug} names an unknown product "${g.product}"`);
    return {
      slug: g.slug,
      title: g.title,
      description: g.description,
      productId,
      icon: g.icon,
      minOrderCents: g.minOrderCents,
      stock: g.stock,
      position,
      startsAt: at(-7),
      endsAt: at(60),
    };
  });
  assertIconsExist([...challengeRows, ...gifts].map((row) => ({ icon: row.icon, where: `game ${row.slug}` })));
  return { challenges: challengeRows, edition, days, gifts };
}

export async function seedGames(db: Database, catalogue: Catalogue, now: Date): Promise<void> {
  const games = buildGames(catalogue, now);
  await insertBatched(db, challenges, games.challenges);
  await insertBatched(db, calendarEditions, [games.edition]);
  await insertBatched(db, calendarDays, games.days);
  await insertBatched(db, thankYouGifts, games.gifts);
  await insertBatched(db, cinemaContests, [buildCinemaContest(now)]);
}
