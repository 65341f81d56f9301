// The rules of erasing an account nobody used for three years (the data policy's « 3 ans après votre dernière
// activité »): who is warned, when, and who is erased. Decisions: docs/adr/0135-inactive-accounts-erased-after-three-years.md.

/** The data policy's span: an account's data are kept 3 years after the customer's last activity. */
export const INACTIVITY_ERASURE_MONTHS = 36;
/** The notice comes a month before the erasure, long enough to see it and sign in. */
export const INACTIVITY_NOTICE_MONTHS = 1;
/** An account inactive this long is warned (3 years less the notice). */
export const INACTIVITY_WARNING_MONTHS = INACTIVITY_ERASURE_MONTHS - INACTIVITY_NOTICE_MONTHS;

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
  /** When the notice was queued, if one is running. */
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
 * The day the notice announces: three years after the last activity, and never less than a month after the notice
 * (an account already past three years when this started, or when the job was down, still gets its month).
 */
export const erasureDate = (lastActivityAt: Date, warnedAt: Date): Date => {
  const threeYears = addCalendarMonths(lastActivityAt, INACTIVITY_ERASURE_MONTHS);
  const aMonthOn = addCalendarMonths(warnedAt, INACTIVITY_NOTICE_MONTHS);
  return threeYears > aMonthOn ? threeYears : aMonthOn;
};

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
