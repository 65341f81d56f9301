// The shop's games and rewards: challenges (défis) joined by the customer and rewarded in the prize pot, the
// advent calendar (one door a day from 1 to 24 December), the thank-you gift added to an order in progress
// (H1pH1pH1p), and the customer's recent account activity. Decisions: docs/adr/0029.
import { z } from "zod";
import { notANumber, numberFromText } from "./decimal-number.ts";
import { defineCall, successShape } from "./call.ts";
import { idParam, media, productCard } from "./catalogue.ts";
import { euros } from "./money.ts";

export const CHALLENGE_PRODUCTS_PAGE_SIZE = 24;
export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_MAX = 50;
/** The advent calendar's doors: 1 to 24 December, Paris time (spec §9: the contest ends on 24 December). */
export const CALENDAR_LAST_DAY = 24;
export const CALENDAR_WIN_VIEW = "CALENDRIER_NOEL_GAGNANT";
export const CALENDAR_LOSE_VIEW = "CALENDRIER_NOEL_PERDANT";
/** The losing dialog's texts (spec §2, advent-calendar losing dialog). */
export const CALENDAR_LOSING_TEXTS = [
  "Ce n'est pas pour cette fois…",
  "mais le jeu concours continue jusqu'au 24 décembre !",
  "Vous pouvez retenter votre chance demain",
] as const;

/** What a challenge counts: units of its products, delivered orders, or euros spent on its products. */
export const challengeKind = z.enum(["produits", "commandes", "montant"]);
export type ChallengeKindName = z.infer<typeof challengeKind>;

export const challengeProgress = z.object({
  inscrit_le: z.string(),
  /** Units, orders, or euros (montant) counted so far from delivered orders placed since joining. */
  progression: z.number(),
  objectif: z.number(),
  /** 0 to 100. */
  pourcentage: z.number(),
  atteint: z.boolean(),
  /** Orders placed for the challenge and not delivered yet: they count once delivered. */
  commandes_en_attente: z.number(),
  /** The reward credited to the prize pot, once; null until then. */
  recompense_creditee: euros.nullable(),
  creditee_le: z.string().nullable(),
});
export type ChallengeProgress = z.infer<typeof challengeProgress>;

export const challengeView = z.object({
  id_defi: z.number(),
  titre: z.string(),
  description: z.string(),
  image: media,
  type: challengeKind,
  /** Units, orders, or euros for montant. */
  objectif: z.number(),
  /** Credited to the prize pot (cagnotte) when the objective is reached. */
  recompense: euros,
  debut: z.string(),
  fin: z.string(),
  /** Only some products count (getDefisArticles lists them); false when every order counts. */
  produits_concernes: z.boolean(),
  /** The signed-in customer's participation; null when they have not joined (or for a visitor). */
  participation: challengeProgress.nullable(),
});
export type ChallengeView = z.infer<typeof challengeView>;

export const getDefisActuels = defineCall({
  name: "getDefisActuels",
  method: "GET",
  summary: "Les défis en cours ; pour un client connecté, sa participation et sa progression (commandes livrées passées depuis son inscription).",
  access: "public",
  input: z.object({}),
  output: successShape({ defis: z.array(challengeView), connecte: z.boolean() }),
});

export const challengeOutcome = z.enum(["gagne", "en_attente", "non_atteint"]);

export const getDefisHistorique = defineCall({
  name: "getDefisHistorique",
  method: "GET",
  summary: "Les défis terminés auxquels le client a participé, avec ce qu'ils lui ont rapporté, et le total gagné avec les défis.",
  access: "customer",
  input: z.object({}),
  output: successShape({
    defis: z.array(challengeView.extend({ participation: challengeProgress, resultat: challengeOutcome })),
    total_gagne: euros,
  }),
});

export const getDefisArticles = defineCall({
  name: "getDefisArticles",
  method: "GET",
  summary: "Les produits qui comptent pour un défi, vendus là où est le client (page de 24).",
  access: "public",
  input: z.object({
    id_defi: idParam("Le défi"),
    id_perimetre: idParam("Le périmètre").optional(),
    page: numberFromText(z
      .number({ error: notANumber("La page") })
      .int({ error: "La page doit être un nombre entier." })
      .min(1, { error: "La page commence à 1." })
      .max(500, { error: "Cette page n'existe pas." }))
      .default(1),
  }),
  output: successShape({ defi: challengeView, produits: z.array(productCard), total: z.number(), page: z.number(), nb_pages: z.number() }),
});

export const activationDefi = defineCall({
  name: "activationDefi",
  method: "POST",
  summary: "Inscrit le client à un défi en cours (une fois) : ses commandes passées à partir de maintenant comptent.",
  access: "customer",
  input: z.object({ id_defi: idParam("Le défi") }),
  output: successShape({ defi: challengeView }),
});

// --- Advent calendar ----------------------------------------------------------------------------------------------

/** a_venir: later; ouverte: today's door, not played; gagnee / perdue: played; passee: an earlier day not played. */
export const calendarDoorState = z.enum(["a_venir", "ouverte", "gagnee", "perdue", "passee"]);

export const calendarDoor = z.object({
  jour: z.number(),
  /** YYYY-MM-DD, Paris. */
  date: z.string(),
  etat: calendarDoorState,
  /** What the door holds; told from the day it opens. */
  lot: z.string().nullable(),
});
export type CalendarDoor = z.infer<typeof calendarDoor>;

/** avant: before 1 December; ouvert: 1–24 December; termine: after 24 December; absent: no calendar this year. */
export const calendarState = z.enum(["avant", "ouvert", "termine", "absent"]);

export const calendarView = z.object({
  annee: z.number(),
  titre: z.string(),
  etat: calendarState,
  /** Why the game is closed, or what to do today (French). */
  message: z.string(),
  /** Today's door (1–24) while the game is open, else null. */
  jour_du_jour: z.number().nullable(),
  /** Whether the caller can open today's door now. */
  peut_jouer: z.boolean(),
  couleur_texte: z.string(),
  couleur_fond: z.string(),
  cases: z.array(calendarDoor),
  /** The game's rules (Markdown). */
  reglement: z.string(),
});
export type CalendarView = z.infer<typeof calendarView>;

export const getCalendrier = defineCall({
  name: "getCalendrier",
  method: "GET",
  summary: "Le calendrier de l'Avent (1er–24 décembre) : les cases ouvertes, jouées et gagnées par le client, et le règlement.",
  access: "public",
  input: z.object({}),
  output: successShape({ calendrier: calendarView, connecte: z.boolean() }),
});

export const calendarPrize = z.object({
  libelle: z.string(),
  type: z.enum(["cagnotte", "bon_achat"]),
  montant: euros,
  /** A voucher's code, its minimum basket and end; null for the prize pot. */
  code: z.string().nullable(),
  montant_minimum: euros.nullable(),
  valable_jusqu_au: z.string().nullable(),
});
export type CalendarPrize = z.infer<typeof calendarPrize>;

/** A prize dialog's data (the calendar's and the cinema contest's): title, texts, the game's colours, the prize won. */
export const prizeDialogPayload = <P extends z.ZodType>(prize: P) =>
  z.object({
    titre: z.string(),
    textes: z.array(z.string()),
    couleur_texte: z.string(),
    couleur_fond: z.string(),
    lot: prize.nullable(),
  });

export const calendarDialog = z.object({
  view: z.enum([CALENDAR_WIN_VIEW, CALENDAR_LOSE_VIEW]),
  payload: prizeDialogPayload(calendarPrize),
});
export type CalendarDialog = z.infer<typeof calendarDialog>;

export const playCalendrier = defineCall({
  name: "playCalendrier",
  method: "POST",
  summary:
    "Ouvre la case du jour (une par jour et par client, du 1er au 24 décembre) : gagnée (lot crédité dans la cagnotte ou bon d'achat) ou perdue ; la réponse nomme la fenêtre à montrer.",
  access: "customer",
  input: z.object({
    /** The door clicked: refused unless it is today's. */
    jour: numberFromText(z
      .number({ error: notANumber("La case") })
      .int({ error: "La case doit être un nombre entier." })
      .min(1, { error: "Les cases vont du 1er au 24 décembre." })
      .max(CALENDAR_LAST_DAY, { error: "Les cases vont du 1er au 24 décembre." }))
      .optional(),
  }),
  output: successShape({ gagne: z.boolean(), modal: calendarDialog, calendrier: calendarView }),
});

// --- Thank-you gift (H1pH1pH1p) -----------------------------------------------------------------------------------

export const thankYouGift = z.object({
  id_cadeau: z.number(),
  titre: z.string(),
  description: z.string(),
  image: media,
  /** Goods needed in the order for this gift. */
  montant_minimum: euros,
  /** Some are left. */
  disponible: z.boolean(),
});
export type ThankYouGift = z.infer<typeof thankYouGift>;

export const giftOrder = z.object({
  id_commande: z.number(),
  libelle_tranche: z.string(),
  /** The order's cut-off (ISO): the gift can be chosen or changed until then. */
  date_limite: z.string(),
  total_marchandise: euros,
  cadeau: thankYouGift.nullable(),
  /** Whether a gift can still be chosen or changed for this order. */
  modifiable: z.boolean(),
});
export type GiftOrder = z.infer<typeof giftOrder>;

export const getH1pH1pH1p = defineCall({
  name: "getH1pH1pH1p",
  method: "GET",
  summary:
    "Hip hip hip ! Les cadeaux de remerciement du moment et les commandes en cours du client auxquelles en ajouter un (avant leur date limite) ; avec id_commande, cette commande.",
  access: "customer",
  input: z.object({ id_commande: idParam("La commande").optional() }),
  output: successShape({ cadeaux: z.array(thankYouGift), commandes: z.array(giftOrder), commande: giftOrder.nullable() }),
});

export const updateH1pH1pH1p = defineCall({
  name: "updateH1pH1pH1p",
  method: "POST",
  summary: "Choisit le cadeau offert ajouté à une commande en cours (id_cadeau), le change, ou y renonce (id_cadeau 0), avant la date limite.",
  access: "customer",
  input: z.object({
    id_commande: idParam("La commande"),
    id_cadeau: numberFromText(z
      .number({ error: notANumber("Le cadeau") })
      .int({ error: "Le cadeau doit être un nombre entier." })
      .min(0, { error: "Le cadeau ne peut pas être négatif." })
      .max(2_147_483_647, { error: "Le cadeau est inconnu." })),
  }),
  output: successShape({ commande: giftOrder }),
});

// --- Account activity -----------------------------------------------------------------------------------------------

export const activityType = z.enum(["commande", "avantage", "defi", "jeu", "cadeau", "avis"]);

export const activity = z.object({
  type: activityType,
  /** ISO 8601. */
  date: z.string(),
  titre: z.string(),
  detail: z.string().nullable(),
  /** A page of the shop about it, when there is one. */
  lien: z.string().nullable(),
  /** Euros credited (positive) or spent (negative), when it is about money. */
  montant: euros.nullable(),
});
export type Activity = z.infer<typeof activity>;

export const getActivites = defineCall({
  name: "getActivites",
  method: "GET",
  summary:
    "L'activité récente du compte, la plus récente d'abord : commandes (chaque étape), avantages (euros fidélité, cagnotte, jokers, bons d'achat), défis, parties du calendrier, cadeaux choisis, avis et notes de livraison.",
  access: "customer",
  input: z.object({
    limit: numberFromText(z
      .number({ error: notANumber("Le nombre d'activités") })
      .int({ error: "Le nombre d'activités doit être un nombre entier." })
      .min(1, { error: "Demandez au moins une activité." })
      .max(ACTIVITY_MAX, { error: `Pas plus de ${ACTIVITY_MAX} activités à la fois.` }))
      .default(ACTIVITY_PAGE_SIZE),
  }),
  output: successShape({ activites: z.array(activity) }),
});

export const gameCalls = [
  getDefisActuels,
  getDefisHistorique,
  getDefisArticles,
  activationDefi,
  getCalendrier,
  playCalendrier,
  getH1pH1pH1p,
  updateH1pH1pH1p,
  getActivites,
] as const;
