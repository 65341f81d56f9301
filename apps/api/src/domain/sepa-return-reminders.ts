// Reminders of a returned SEPA debit still due (ADR 0130): when they go, whether one may go, and what the last one
// changes. The job queue runs them; these rules decide.
import { addDays, parisDate, parisLocalTime } from "./slot-rules.ts";

/**
 * Days after the return (Paris calendar days) on which a reminder goes: a first nudge once the first mail had time to
 * be read, a second a few days later, a last one a week after that which says what happens next.
 */
export const RETURN_REMINDER_DAYS = [3, 8, 15] as const;
/** The Paris hour they are sent at: a working morning, when customer service answers the phone (8 h to 20 h). */
export const RETURN_REMINDER_HOUR = 10;
/** The last reminder's step: from it on, SEPA pays no new order of the account until the amount is paid. */
export const FINAL_RETURN_REMINDER = RETURN_REMINDER_DAYS.length;

const SUNDAY = 0;

/**
 * When each reminder goes, step 1 first: 10 h in Paris on the 3rd, 8th and 15th day after the return; one falling on a
 * Sunday goes on the Monday (no reminder on a day customer service does not answer).
 */
export function returnReminderTimes(returnedAt: Date): Date[] {
  const day = parisDate(returnedAt);
  return RETURN_REMINDER_DAYS.map((offset) => {
    let date = addDays(day, offset);
    if (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() === SUNDAY) date = addDays(date, 1);
    return parisLocalTime(date, RETURN_REMINDER_HOUR);
  });
}

export type ReminderPayment = {
  status: string;
  returnedAt: Date | null;
  returnPaidAt: Date | null;
  returnRemindersSent: number;
};

/**
 * Why reminder `step` must not go now, or null when it goes: only for a returned debit still due on a payment that
 * kept its capture (a cancelled and refunded order owes nothing), and only once (nor after a later one went).
 */
export function returnReminderSkip(payment: ReminderPayment | null, step: number): "inconnu" | "rien_du" | "regle" | "deja_envoye" | null {
  if (!payment?.returnedAt) return "inconnu";
  if (payment.status !== "captured") return "rien_du";
  if (payment.returnPaidAt) return "regle";
  if (payment.returnRemindersSent >= step) return "deja_envoye";
  return null;
}

/** Once the last reminder went, and until the amount is paid, SEPA pays no new order of the account (CGV article 4). */
export const sepaBarredByReturn = (payment: ReminderPayment): boolean =>
  payment.status === "captured" && payment.returnedAt !== null && payment.returnPaidAt === null && payment.returnRemindersSent >= FINAL_RETURN_REMINDER;

/** The checkout's refusal while a returned debit is due past its last reminder. */
export const sepaBarredText = (orderId: number): string =>
  `Le paiement par prélèvement n'est plus proposé tant que le prélèvement impayé de la commande n°\u00A0${orderId} n'est pas réglé : ` +
  `réglez-le depuis la page de cette commande, ou choisissez la carte bancaire.`;
