// Game calls: thin handlers over challenge-store.ts (challenges and their settlement), calendar-store.ts (the
// advent calendar), gift-store.ts (the thank-you gift) and activity-store.ts (the account's activity). ADR 0029.
import {
  activationDefi,
  ACTIVITY_PAGE_SIZE,
  centsToEuros,
  CHALLENGE_PRODUCTS_PAGE_SIZE,
  getActivites,
  getCalendrier,
  getDefisActuels,
  getDefisArticles,
  getDefisHistorique,
  getH1pH1pH1p,
  playCalendrier,
  updateH1pH1pH1p,
} from "@cabas/contracts";
import { schema } from "@cabas/db";
import { conflict } from "../../http/app-error.ts";
import { customerOf, type Principal } from "../../http/auth.ts";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { listProducts } from "../catalogue/product-list.ts";
import { shoppingPerimeterId } from "../notepads/notepad-matching.ts";
import { latestActivities } from "./activity-feed.ts";
import { activitySources } from "./activity-store.ts";
import { calendarDialog } from "./calendar-rules.ts";
import { calendarView, openCalendarEdition, playToday } from "./calendar-store.ts";
import { challengeOutcome, joinRefusal } from "./challenge-rules.ts";
import {
  categorySubtree,
  challengeById,
  challengeViews,
  finishedEntries,
  hasProductCriteria,
  openChallenges,
  progressOf,
  toChallengeView,
  toProgressView,
  totalWon,
} from "./challenge-store.ts";
import { cryptoRandom } from "./game-draw.ts";
import { chooseGift, giftOrder, giftOrders, offeredGifts, toGiftView } from "./gift-store.ts";
import { PRIZE_GAMES, requireEligiblePlayer } from "./player-eligibility.ts";



/** The signed-in customer of a public call, or null for a visitor. */
const signedIn = (principal: Principal | null): number | null => (principal?.kind === "customer" ? principal.userId : null);

export const getDefisActuelsCall = implement(getDefisActuels, async ({ db, principal, now }) => {
  const userId = signedIn(principal);
  return { defis: await challengeViews(db, await openChallenges(db, now()), userId), connecte: userId !== null };
});

export const getDefisHistoriqueCall = implement(getDefisHistorique, async ({ db, principal, now }) => {
  const { userId } = customerOf(principal);
  const rows = await finishedEntries(db, userId, now());
  const defis = [];
  for (const { challenge, entry } of rows) {
    const progress = await progressOf(db, challenge, entry);
    const participation = toProgressView(challenge, entry, progress);
    defis.push({ ...toChallengeView(challenge, participation), participation, resultat: challengeOutcome(entry, progress) });
  }
  return { defis, total_gagne: centsToEuros(await totalWon(db, userId)) };
});

export const getDefisArticlesCall = implement(getDefisArticles, async ({ db, input, principal, request, now }) => {
  const challenge = await challengeById(db, input.id_defi);
  const [defi] = await challengeViews(db, [challenge], signedIn(principal));
  if (!hasProductCriteria(challenge)) {
    return { defi: defi!, produits: [], total: 0, page: 1, nb_pages: 0, message: "Tous les produits comptent pour ce défi." };
  }
  const perimeterId = await shoppingPerimeterId(db, request, input.id_perimetre, principal);
  const list = await listProducts(db, {
    perimeterId,
    now: now(),
    categoryIds: challenge.categoryId === null ? undefined : await categorySubtree(db, challenge.categoryId),
    bio: challenge.bioOnly || undefined,
    sort: "pertinence",
    order: "desc",
    page: input.page,
    limit: CHALLENGE_PRODUCTS_PAGE_SIZE,
  });
  return { defi: defi!, produits: list.products, total: list.total, page: list.page, nb_pages: list.pageCount };
});

// Games are the customer's own chance, used once a day or once a challenge: staff acting as them may not play (ADR 0048).
export const activationDefiCall = implement(activationDefi, async ({ db, input, principal, now }) => {
  const { userId } = customerOf(principal);
  const at = now();
  const challenge = await challengeById(db, input.id_defi);
  const refusal = joinRefusal(challenge, at);
  if (refusal) throw conflict(refusal);
  // The unique index (one entry per customer and challenge) refuses a second join, even sent twice at once.
  const [entry] = await db.insert(schema.challengeEntries).values({ challengeId: challenge.id, userId, joinedAt: at }).onConflictDoNothing().returning();
  if (!entry) throw conflict("Vous participez déjà à ce défi.");
  const progress = { reached: 0, pendingOrders: 0 };
  return {
    defi: toChallengeView(challenge, toProgressView(challenge, entry, progress)),
    message: `C'est parti ! Vous participez au défi « ${challenge.title} » : vos commandes passées à partir de maintenant comptent.`,
  };
}, { customerOwnAct: "participer à un défi" });

export const getCalendrierCall = implement(getCalendrier, async ({ db, principal, now }) => {
  const userId = signedIn(principal);
  return { calendrier: await calendarView(db, userId, now()), connecte: userId !== null };
});

export const playCalendrierCall = implement(playCalendrier, async ({ db, input, principal, now, config }) => {
  const { userId } = customerOf(principal);
  const at = now();
  const open = await openCalendarEdition(db, at, input.jour);
  await requireEligiblePlayer(db, userId, PRIZE_GAMES.calendar, { now: at, publicUrl: config.publicUrl });
  const outcome = await playToday(db, userId, open, at, cryptoRandom);
  const modal = calendarDialog(outcome.prize, outcome.day, outcome.colours);
  return {
    gagne: outcome.prize !== null,
    modal,
    calendrier: await calendarView(db, userId, at),
    message: outcome.prize ? `Bravo ! Vous avez gagné : ${outcome.prize.libelle.charAt(0).toLowerCase()}${outcome.prize.libelle.slice(1)}.` : modal.payload.titre,
  };
}, { customerOwnAct: "jouer" });

export const getH1pH1pH1pCall = implement(getH1pH1pH1p, async ({ db, input, principal, now }) => {
  const { userId } = customerOf(principal);
  const at = now();
  const commande = input.id_commande === undefined ? null : await giftOrder(db, userId, input.id_commande, at);
  const [gifts, commandes] = [await offeredGifts(db, at), await giftOrders(db, userId, at)];
  return { cadeaux: gifts.map(toGiftView), commandes, commande };
});

export const updateH1pH1pH1pCall = implement(updateH1pH1pH1p, async ({ db, input, principal, now }) => {
  const { userId } = customerOf(principal);
  const at = now();
  const message = await chooseGift(db, { userId, orderId: input.id_commande, giftId: input.id_cadeau, now: at });
  return { commande: await giftOrder(db, userId, input.id_commande, at), message };
});

export const getActivitesCall = implement(getActivites, async ({ db, input, principal }) => {
  const { userId } = customerOf(principal);
  const limit = input.limit ?? ACTIVITY_PAGE_SIZE;
  return { activites: latestActivities(await activitySources(db, userId, limit), limit) };
});

export const gameCallImplementations: readonly CallImplementation[] = [
  getDefisActuelsCall,
  getDefisHistoriqueCall,
  getDefisArticlesCall,
  activationDefiCall,
  getCalendrierCall,
  playCalendrierCall,
  getH1pH1pH1pCall,
  updateH1pH1pH1pCall,
  getActivitesCall,
];
