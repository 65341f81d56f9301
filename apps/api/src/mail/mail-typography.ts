// French typography of what a customer reads in an e-mail: the subject, the text and an HTML body's text. Applied once,
// where every message leaves (mailer.ts), so the many texts written with ordinary spaces before « : ; ! ? » are set
// with no-break spaces without rewriting each of them. Addresses and attachments are left as they are.
import { typesetFrench } from "@cabas/contracts/french-typography";
import type { MailMessage } from "./mailer.ts";

/** Only the text between tags: attribute values (links, styles) keep their characters. */
const typesetHtmlText = (html: string): string => html.replace(/>([^<]+)</g, (_, text: string) => `>${typesetFrench(text)}<`);

export const typesetMail = (message: MailMessage): MailMessage => ({
  ...message,
  subject: typesetFrench(message.subject),
  text: typesetFrench(message.text),
  html: message.html === undefined ? undefined : typesetHtmlText(message.html),
});
