// The rules of erasing an account nobody used for three years (the data policy's « 3 ans après votre dernière
// activité »): who is warned, when, and who is erased. Decisions: docs/adr/0135-inactive-accounts-erased-after-three-years.md.

/** The data policy's span: an account's data are kept 3 years after the customer's last activity. */
export const INACTIVITY_ERASURE_MONTHS = 36;
/** The notice comes a month before the erasure, long enough to see it and sign in. */
export const INACTIVITY_NOTICE_MONTHS = 1;
/** An account inactive this long is warned (3 years less the notice). */
export const INACTIVITY_WARNING_MONTHS = INACTIVITY_ERASURE_MONTHS - INACTIVITY_NOTICE_MONTHS;
/**
 * The shortest notice, whatever the calendar: a month from late January or early February is 28 days, and a
 * customer away on holiday for four weeks must still be able to answer.
 */
export const INACTIVITY_MIN_NOTICE_DAYS = 30;
/**
 * Notices handed to the mail server a day, at most: the first run (or one after an outage or an import) finds
 * thousands of quiet accounts, and that many messages at once to mostly stale addresses is what gets a sender's
 * domain throttled or listed. The rest wait their turn, oldest activity first, each with its full notice.
 */
export const INACTIVITY_NOTICES_PER_DAY = 500;

/**
 * `months` calendar months after `from`, as PostgreSQL adds `interval 'n months'`: the same day, or the month's last
 * day when it has none (31 March + 1 month is 30 April), so the job's query and these rules pick the same accounts.
 */
export function addCalendarMonths(from: Date, months: number): Date {
  const total = from.getUTCMonth() + months;
  const year = from.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const at = new Date(from);
  at.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return at;
}

/** Why an account is never erased for inactivity while it holds, whatever its last activity. */
export type InactivityExclusion = "staff" | "unfinished-order" | "amount-due" | "claim-under-review";

export type InactivityFacts = {
  /** The latest of: account created, last sign-in or signed-in call of the customer's own, order placed, order delivered. */
  lastActivityAt: Date;
  /** When the mail server accepted the notice, if one is running (a notice not sent yet, or refused, starts nothing). */
  warnedAt: Date | null;
  exclusions: readonly InactivityExclusion[];
};

export type InactivityStep =
  | { action: "none" }
  | { action: "warn"; erasureOn: Date }
  | { action: "erase" }
  /** The notice stops: the customer came back, or the account cannot be erased now (a new notice will come). */
  | { action: "cancel" };

/**
 * The day the notice announces: three years after the last activity, and never less than a month, nor 30 days,
 * after the notice was sent (an account already past three years when this started, one whose notice waited for the
 * day's quota or for the mail server, or found when the job was down, still gets its month).
 */
export const erasureDate = (lastActivityAt: Date, warnedAt: Date): Date => {
  const candidates = [
    addCalendarMonths(lastActivityAt, INACTIVITY_ERASURE_MONTHS),
    addCalendarMonths(warnedAt, INACTIVITY_NOTICE_MONTHS),
    new Date(warnedAt.getTime() + INACTIVITY_MIN_NOTICE_DAYS * 86_400_000),
  ];
  return new Date(Math.max(...candidates.map((d) => d.getTime())));
};

/**
 * How many notices a run may still queue: the day's quota less those queued in the 24 hours before it (a run the
 * queue retried after a failure, or a second instance's, shares the day's quota instead of adding its own).
 */
export const noticeRoom = (queuedInLastDay: number, perDay: number = INACTIVITY_NOTICES_PER_DAY): number =>
  Math.max(0, perDay - queuedInLastDay);

/** What the daily run does with one account at `now`. */
export function inactivityStep(facts: InactivityFacts, now: Date): InactivityStep {
  const { lastActivityAt, warnedAt } = facts;
  if (warnedAt) {
    // Any activity after the notice keeps the account; so does an order on its way, a debt or a claim: the notice's
    // date has no meaning any more, and a fresh notice with a fresh date comes if the account goes quiet again.
    if (lastActivityAt > warnedAt || facts.exclusions.length > 0) return { action: "cancel" };
    return now >= erasureDate(lastActivityAt, warnedAt) ? { action: "erase" } : { action: "none" };
  }
  if (facts.exclusions.length > 0) return { action: "none" };
  if (now < addCalendarMonths(lastActivityAt, INACTIVITY_WARNING_MONTHS)) return { action: "none" };
  return { action: "warn", erasureOn: erasureDate(lastActivityAt, now) };
}

/** Recording activity at a day's precision is enough for a span of three years, and spares a write per call. */
export const ACTIVITY_PRECISION_MS = 24 * 3_600_000;

/** Should a signed-in call at `now` write the account's last activity? */
export const shouldRecordActivity = (lastActiveAt: Date | null, now: Date): boolean =>
  lastActiveAt === null || now.getTime() - lastActiveAt.getTime() >= ACTIVITY_PRECISION_MS;
