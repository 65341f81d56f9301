// Pieces every e-mail of the shop's writes the same way: its signature and its dates (« 3 novembre 2026 », Paris).
import { frenchLongDate } from "@cabas/contracts";

/** How the team signs off; customer service's own answers stop there, the other e-mails add where to reach it. */
export const SERVICE_MAIL_SIGNATURE = "\n\nÀ très vite,\nL'équipe Cabas";

const SERVICE_CONTACT = "\nService client : service-client@cabas.example";

export const MAIL_SIGNATURE = `${SERVICE_MAIL_SIGNATURE}${SERVICE_CONTACT}`;

/** The last e-mail to an address whose account is gone: « À très vite » would contradict « Nous ne vous écrirons plus ». */
export const FAREWELL_MAIL_SIGNATURE = `\n\nMerci d'avoir fait vos courses chez Cabas.\nL'équipe Cabas${SERVICE_CONTACT}`;

/** A day in an e-mail: the shop's one French date (« jusqu'au 1er décembre 2026 »). */
export const mailDay: (instant: Date) => string = frenchLongDate;
