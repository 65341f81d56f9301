// The rules of the customer's subscriptions (setOptin) that depend on the account: SMS need a phone to reach.

export const SMS_NEEDS_PHONE = "Ajoutez un numéro de téléphone dans vos informations personnelles pour recevoir les SMS.";

/**
 * Why this subscription may not be taken now, or null. SMS turned on for an account without a phone would be a
 * consent to nothing: the customer would believe they will be told by text and never be. Turning SMS off, any other
 * subscription, and SMS already on (an older account's, which the settings form posts again with every save) are
 * always allowed: refusing those would lock the customer's other choices behind a phone.
 */
export const optinRefusal = (
  asked: { type: string; subscribe: boolean },
  account: { phone: string | null; alreadySubscribed: boolean },
): string | null =>
  asked.type === "sms" && asked.subscribe && !account.alreadySubscribed && (account.phone ?? "").trim() === "" ? SMS_NEEDS_PHONE : null;

export const SMS_ENDED_WITH_PHONE = "Sans numéro de téléphone, vous ne recevrez plus de SMS : ajoutez-en un pour les réactiver dans « Paramètres ».";

/**
 * Does this save remove the account's phone? SMS then have nowhere to go: they are turned off with it, and the
 * customer told, rather than left believing they will be told by text (the same reason as optinRefusal's).
 */
export const removesPhone = (before: string | null, saved: { phone?: string | null }): boolean =>
  saved.phone === null && (before ?? "").trim() !== "";
