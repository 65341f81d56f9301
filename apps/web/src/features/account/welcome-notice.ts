// What a sign-up confirms on screen: the web-service's welcome (« Bienvenue chez Cabas, Inès ! Votre bon de
// bienvenue de 10 € vous attend. »), which names the referral voucher the form promised. With JavaScript it goes in
// the BIENVENUE dialog; without, it is the message of the page the sign-up lands on.

/** Cookie keeping the welcome's words for the BIENVENUE dialog the next page opens (with PENDING_MODAL_COOKIE). */
export const WELCOME_MESSAGE_COOKIE = "MESSAGE_BIENVENUE";

const WELCOME_VIEW = "BIENVENUE";
const MAX_LENGTH = 300;

export type WelcomeNotice = { via: "dialog" | "page"; message: string };

/** The welcome's words, when they are fit to show (a cookie comes back from the browser: bounded, trimmed). */
export function welcomeMessageOf(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  return text && text.length <= MAX_LENGTH ? text : null;
}

/** Where a sign-in's answer shows its welcome: only a sign-up names BIENVENUE, in the dialog or on the page. */
export function welcomeNotice(
  answer: { modal: string | null; message?: string | undefined },
  sentWithScripts: boolean,
): WelcomeNotice | null {
  if (answer.modal !== WELCOME_VIEW) return null;
  const message = welcomeMessageOf(answer.message);
  return message ? { via: sentWithScripts ? "dialog" : "page", message } : null;
}
