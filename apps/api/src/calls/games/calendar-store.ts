// The advent calendar in the database: the edition shown today, the customer's plays, and one play — under the
// day's row lock (its prizes are never exceeded) and the one-play-a-day unique index (ADR 0029).
import { and, desc, eq, lte } from "drizzle-orm";
import { centsToEuros, decemberDay, type CalendarPrize, type CalendarView } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { conflict, unprocessable } from "../../http/app-error.ts";
import { touchActiveBaskets } from "../basket/basket-store.ts";
import { parisDate, type LocalDate } from "../../domain/slot-rules.ts";
import { voucherExpiry } from "../../domain/voucher-expiry.ts";
import { calendarPhase, doorPrizeShown, doorState, playRefusal } from "./calendar-rules.ts";
import { drawWins } from "./game-draw.ts";

const { calendarEditions, calendarDays, calendarPlays } = schema;

type Edition = typeof calendarEditions.$inferSelect;
type Day = typeof calendarDays.$inferSelect;
type Play = typeof calendarPlays.$inferSelect;

export const ALREADY_PLAYED = "Vous avez déjà ouvert la case du jour : revenez demain pour la suivante !";

/** This year's edition, else the latest earlier one (shown as finished), else none. */
export async function editionFor(db: Database, today: LocalDate): Promise<Edition | null> {
  const [edition] = await db.select().from(calendarEditions).where(lte(calendarEditions.year, today.year)).orderBy(desc(calendarEditions.year)).limit(1);
  if (edition) return edition;
  // A calendar set up ahead for next year is announced as coming.
  const [next] = await db.select().from(calendarEditions).orderBy(calendarEditions.year).limit(1);
  return next ?? null;
}

const isoDay = (year: number, day: number) => `${year}-12-${String(day).padStart(2, "0")}`;

function calendarMessage(phase: ReturnType<typeof calendarPhase>, today: LocalDate, signedIn: boolean, playedToday: Play | null, todayDoor: Day | undefined): string {
  if (phase === "avant") return "Le calendrier de l'Avent ouvre ses portes le 1er décembre : une case à ouvrir chaque jour jusqu'au 24 décembre, sans obligation d'achat.";
  if (phase === "termine") return "Le calendrier de l'Avent est terminé : merci d'avoir joué ! Rendez-vous en décembre prochain.";
  if (playedToday) return today.day < 24 ? "Vous avez ouvert la case du jour. Revenez demain pour la suivante !" : "C'était la dernière case : merci d'avoir joué, et joyeuses fêtes !";
  const prize = todayDoor ? ` À gagner aujourd'hui : ${todayDoor.label.charAt(0).toLowerCase()}${todayDoor.label.slice(1)}.` : "";
  return signedIn ? `Ouvrez la case du ${decemberDay(today.day)} pour tenter votre chance.${prize}` : `Connectez-vous pour ouvrir la case du ${decemberDay(today.day)}.${prize}`;
}

/** The calendar as the caller sees it now: phase, doors (with their plays), rules. */
export async function calendarView(db: Database, userId: number | null, now: Date): Promise<CalendarView> {
  const today = parisDate(now);
  const edition = await editionFor(db, today);
  if (!edition) {
    return {
      annee: today.year,
      titre: "Le calendrier de l'Avent",
      etat: "absent",
      message: "Pas de calendrier de l'Avent pour le moment.",
      jour_du_jour: null,
      peut_jouer: false,
      couleur_texte: "#FFFFFF",
      couleur_fond: "#B3261E",
      cases: [],
      reglement: "",
    };
  }
  const [days, plays] = await Promise.all([
    db.select().from(calendarDays).where(eq(calendarDays.year, edition.year)).orderBy(calendarDays.day),
    userId === null ? Promise.resolve([] as Play[]) : db.select().from(calendarPlays).where(and(eq(calendarPlays.userId, userId), eq(calendarPlays.year, edition.year))),
  ]);
  const phase = calendarPhase(today, edition.year);
  const playedToday = phase === "ouvert" ? (plays.find((p) => p.day === today.day) ?? null) : null;
  return {
    annee: edition.year,
    titre: edition.title,
    etat: phase,
    message: calendarMessage(phase, today, userId !== null, playedToday, days.find((d) => d.day === today.day)),
    jour_du_jour: phase === "ouvert" ? today.day : null,
    peut_jouer: phase === "ouvert" && userId !== null && playedToday === null && days.some((d) => d.day === today.day),
    couleur_texte: edition.textColour,
    couleur_fond: edition.backgroundColour,
    cases: days.map((d) => {
      const etat = doorState(d.day, phase, today, plays.find((p) => p.day === d.day) ?? null);
      return { jour: d.day, date: isoDay(edition.year, d.day), etat, lot: doorPrizeShown(etat) ? d.label : null };
    }),
    reglement: edition.rules,
  };
}

export type PlayOutcome = { day: number; prize: CalendarPrize | null; colours: { text: string; background: string } };

/** The edition whose door the player may open now, once the game is known to be open (see openCalendarEdition). */
export type OpenEdition = { edition: Edition; today: LocalDate };

/**
 * The edition open today, or a French refusal (the game closed, or not today's door). Asked before anything is asked
 * of the player (a confirmed address, ADR 0048): a closed game is the first thing to know (ADR 0081).
 */
export async function openCalendarEdition(db: Database, now: Date, door: number | undefined): Promise<OpenEdition> {
  const today = parisDate(now);
  const edition = await editionFor(db, today);
  const refusal = playRefusal(edition ? calendarPhase(today, edition.year) : "absent", today, door);
  if (refusal || !edition) throw unprocessable(refusal ?? "Le calendrier de l'Avent n'est pas ouvert pour le moment.");
  return { edition, today };
}

/**
 * Opens today's door of the open edition for the customer. The day's row is locked first, so plays of a day are drawn
 * one after the other and its prizes are never exceeded; a second play of the same customer hits the unique index and
 * is refused with nothing credited.
 */
export async function playToday(db: Database, userId: number, open: OpenEdition, now: Date, random: () => number): Promise<PlayOutcome> {
  const { edition, today } = open;
  return db.transaction(async (tx) => {
    const [day] = await tx
      .select()
      .from(calendarDays)
      .where(and(eq(calendarDays.year, edition.year), eq(calendarDays.day, today.day)))
      .for("update")
      .limit(1);
    if (!day) throw unprocessable("Le calendrier de l'Avent n'a pas de case aujourd'hui.");
    const won = drawWins(day, random);
    const [play] = await tx
      .insert(calendarPlays)
      .values({ userId, year: day.year, day: day.day, playedAt: now, won, prizeCents: won ? day.prizeCents : null })
      .onConflictDoNothing()
      .returning();
    // Today's door already opened (the unique index on customer, year and day): refused, nothing credited.
    if (!play) throw conflict(ALREADY_PLAYED);
    const colours = { text: edition.textColour, background: edition.backgroundColour };
    if (!won) return { day: day.day, prize: null, colours };
    await tx.update(calendarDays).set({ won: day.won + 1 }).where(and(eq(calendarDays.year, day.year), eq(calendarDays.day, day.day)));
    const prize = await creditPrize(tx, userId, day, play, now);
    await touchActiveBaskets(tx, userId);
    return { day: day.day, prize, colours };
  });
}

async function creditPrize(tx: Database, userId: number, day: Day, play: Play, now: Date): Promise<CalendarPrize> {
  const base = { libelle: day.label, montant: centsToEuros(day.prizeCents) };
  if (day.prizeKind === "cagnotte") {
    const [ledger] = await tx
      .insert(schema.loyaltyLedger)
      .values({ userId, kind: "cagnotte", amount: day.prizeCents, reason: `Gain du calendrier de l'Avent (${decemberDay(day.day)})`, createdAt: now })
      .returning({ id: schema.loyaltyLedger.id });
    await tx.update(calendarPlays).set({ ledgerEntryId: ledger!.id }).where(eq(calendarPlays.id, play.id));
    return { ...base, type: "cagnotte", code: null, montant_minimum: null, valable_jusqu_au: null };
  }
  const expiresAt = voucherExpiry(now, day.voucherValidDays);
  const code = `NOEL-${day.year}-${String(day.day).padStart(2, "0")}-${play.id}`;
  const [voucher] = await tx
    .insert(schema.vouchers)
    .values({ userId, code, kind: "ba", amountCents: day.prizeCents, minBasketCents: day.voucherMinBasketCents, expiresAt, createdAt: now })
    .returning({ id: schema.vouchers.id });
  await tx.update(calendarPlays).set({ voucherId: voucher!.id }).where(eq(calendarPlays.id, play.id));
  return { ...base, type: "bon_achat", code, montant_minimum: centsToEuros(day.voucherMinBasketCents), valable_jusqu_au: expiresAt.toISOString() };
}
