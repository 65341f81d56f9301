// A Paris day as French shoppers read it, shared by the web-service's messages and the pages that show the same days.

const longDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** « 3 novembre 2026 », « 1er décembre 2026 » from a day as the web-service gives it (2026-11-03). */
export const frenchLongDay = (isoDay: string): string => longDate.format(new Date(`${isoDay}T12:00:00Z`)).replace(/^1 /, "1er ");
