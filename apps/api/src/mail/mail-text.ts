// Pieces every e-mail of the shop's writes the same way: its signature and its dates (« 3 novembre 2026 », Paris).
export const MAIL_SIGNATURE = "\n\nÀ très vite,\nL'équipe Cabas\nService client : service-client@cabas.example";

const dayFormat = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", day: "numeric", month: "long", year: "numeric" });

export const mailDay = (d: Date): string => dayFormat.format(d);
