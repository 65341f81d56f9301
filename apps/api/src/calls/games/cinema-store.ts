// The cinema contest in the database: the contest shown now, the customer's plays, and one play — under the
// contest row's lock (its prizes are never exceeded) and the one-play-a-day unique index (ADR 0035).
import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import { centsToEuros, type CinemaContestView } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { conflict, unprocessable } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { cinemaTicketMail } from "../../mail/game-mails.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { cinemaDialog, closedReason, contestDays, contestMessage, contestPhase, isLastDay, playDay, ticketCode } from "./cinema-rules.ts";
import { drawWins } from "./game-draw.ts";

const { cinemaContests, cinemaContestPlays, users } = schema;

type Contest = typeof cinemaContests.$inferSelect;
type Play = typeof cinemaContestPlays.$inferSelect;

export const CINEMA_PAGE_PATH = "/offres-clients/offre-cinema";
/** How long an e-ticket is valid (the rules' article 4). */
const TICKET_VALID_MONTHS = 6;

const alreadyPlayed = (lastDay: boolean) =>
  lastDay ? "Vous avez déjà joué aujourd'hui, le dernier jour du jeu : merci d'avoir participé !" : "Vous avez déjà joué aujourd'hui : revenez demain pour retenter votre chance !";

/** The contest running now, else the next one (announced), else the latest finished one, else none. */
export async function currentContest(db: Database, now: Date): Promise<Contest | null> {
  const [running] = await db.select().from(cinemaContests).where(and(lte(cinemaContests.startsAt, now), gt(cinemaContests.endsAt, now))).orderBy(desc(cinemaContests.startsAt)).limit(1);
  if (running) return running;
  const [next] = await db.select().from(cinemaContests).where(gt(cinemaContests.startsAt, now)).orderBy(asc(cinemaContests.startsAt)).limit(1);
  if (next) return next;
  const [last] = await db.select().from(cinemaContests).orderBy(desc(cinemaContests.endsAt)).limit(1);
  return last ?? null;
}

const coloursOf = (contest: Contest) => ({ text: contest.textColour, background: contest.backgroundColour });
const prizeOf = (contest: Contest) => ({ label: contest.prizeLabel, valueCents: contest.prizeValueCents });

/** The dialog telling a play, now or when the page is read again (no tomorrow on the last day or once all is won). */
function dialogOf(contest: Contest, play: Pick<Play, "ticketCode">, now: Date) {
  const noTomorrow = isLastDay(contest, now) || contest.won >= contest.stock;
  return cinemaDialog(play.ticketCode, prizeOf(contest), { lastDay: contestDays(contest).last, noTomorrow }, coloursOf(contest));
}

const ABSENT: CinemaContestView = {
  titre: "Le jeu concours cinéma",
  etat: "absent",
  message: "Pas de jeu concours cinéma pour le moment : revenez bientôt !",
  premier_jour: null,
  dernier_jour: null,
  lot: { libelle: "2 places de cinéma", valeur: 0, code_billet: null },
  lots_total: 0,
  lots_restants: 0,
  une_chance_sur: 0,
  couleur_texte: "#FFFFFF",
  couleur_fond: "#1D2A4D",
  reglement: "",
  peut_jouer: false,
  joue_aujourd_hui: false,
  partie_du_jour: null,
  billets: [],
};

/** The contest as the caller sees it now: state, prize and what is left, their play of today and their e-tickets. */
export async function cinemaContestView(db: Database, userId: number | null, now: Date): Promise<CinemaContestView> {
  const contest = await currentContest(db, now);
  if (!contest) return ABSENT;
  const plays =
    userId === null
      ? []
      : await db
          .select()
          .from(cinemaContestPlays)
          .where(and(eq(cinemaContestPlays.contestId, contest.id), eq(cinemaContestPlays.userId, userId)))
          .orderBy(desc(cinemaContestPlays.playedAt), desc(cinemaContestPlays.id));
  const today = plays.find((p) => p.playedOn === playDay(now)) ?? null;
  const phase = contestPhase(contest, now);
  const { first, last } = contestDays(contest);
  return {
    titre: contest.title,
    etat: phase,
    message: contestMessage(contest, now, { signedIn: userId !== null, playedToday: today !== null }),
    premier_jour: first,
    dernier_jour: last,
    lot: { libelle: contest.prizeLabel, valeur: centsToEuros(contest.prizeValueCents), code_billet: null },
    lots_total: contest.stock,
    lots_restants: contest.stock - contest.won,
    une_chance_sur: contest.oddsBp > 0 ? Math.round(10_000 / contest.oddsBp) : 0,
    couleur_texte: contest.textColour,
    couleur_fond: contest.backgroundColour,
    reglement: contest.rules,
    peut_jouer: phase === "ouvert" && userId !== null && today === null,
    joue_aujourd_hui: today !== null,
    partie_du_jour: today ? dialogOf(contest, today, now) : null,
    billets: plays.filter((p) => p.ticketCode !== null).map((p) => ({ code: p.ticketCode!, gagne_le: p.playedAt.toISOString() })),
  };
}

/**
 * A ticket code nobody holds. Plays of one contest are drawn one after the other (under its lock); across contests
 * a clash among 32^8 codes is all but impossible, and the unique index would refuse it rather than share a ticket.
 */
async function freshTicket(tx: Database, random: () => number): Promise<string> {
  for (;;) {
    const code = ticketCode(random);
    const [taken] = await tx.select({ id: cinemaContestPlays.id }).from(cinemaContestPlays).where(eq(cinemaContestPlays.ticketCode, code)).limit(1);
    if (!taken) return code;
  }
}

export type CinemaPlayOutcome = ReturnType<typeof dialogOf>;

/**
 * Plays today for the customer. The contest's row is locked first, so plays are drawn one after the other and its
 * prizes are never exceeded; a second play of the same customer that day hits the unique index and is refused with
 * nothing changed. A win writes its e-ticket in the play and queues its e-mail, in the same
 * transaction.
 */
export async function playContest(db: Database, userId: number, now: Date, random: () => number, shopUrl: string): Promise<CinemaPlayOutcome> {
  const found = await currentContest(db, now);
  const refusal = closedReason(found, now);
  if (refusal || !found) throw unprocessable(refusal ?? "Le jeu est fermé.");
  return db.transaction(async (tx) => {
    const [contest] = await tx.select().from(cinemaContests).where(eq(cinemaContests.id, found.id)).for("update");
    // The last prizes may have gone while this play waited for the lock.
    const closed = closedReason(contest ?? null, now);
    if (closed || !contest) throw unprocessable(closed ?? "Le jeu est fermé.");
    const day = playDay(now);
    const won = drawWins(contest, random);
    const ticket = won ? await freshTicket(tx, random) : null;
    const [play] = await tx
      .insert(cinemaContestPlays)
      .values({ contestId: contest.id, userId, playedOn: day, playedAt: now, won, ticketCode: ticket })
      .onConflictDoNothing()
      .returning();
    // Today's play already there (the unique index on contest, customer and day): refused, and the transaction's
    // rollback returns any ticket drawn for it.
    if (!play) throw conflict(alreadyPlayed(isLastDay(contest, now)));
    if (!won) return dialogOf(contest, play, now);
    const after = { ...contest, won: contest.won + 1 };
    await tx.update(cinemaContests).set({ won: after.won }).where(eq(cinemaContests.id, contest.id));
    const [winner] = await tx.select({ email: users.email, prenom: users.prenom }).from(users).where(eq(users.id, userId));
    const validUntil = new Date(now);
    validUntil.setUTCMonth(validUntil.getUTCMonth() + TICKET_VALID_MONTHS);
    const mail = { contestTitle: contest.title, prizeLabel: contest.prizeLabel, ticketCode: ticket!, validUntil, pageUrl: `${shopUrl}${CINEMA_PAGE_PATH}` };
    await enqueueJob(tx, MAIL_JOB, cinemaTicketMail({ to: winner!.email, prenom: winner!.prenom, ...mail }), now);
    return dialogOf(after, play, now);
  });
}
