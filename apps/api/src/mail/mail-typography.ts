// French typography of what a customer reads in an e-mail: the subject, the text, an HTML body's text and a text
// attached (the CGV, ADR 0057). Applied once, where every message leaves (mailer.ts), so the many texts written with
// ordinary spaces before « : ; ! ? » are set with no-break spaces without rewriting each of them. Addresses and other
// attachments (the invoice's PDF, which typesets its own sentences) are left as they are.
import { typesetFrench } from "@cabas/contracts/french-typography";
import type { MailAttachment, MailMessage } from "./mailer.ts";

/** Only the text between tags: attribute values (links, styles) keep their characters. */
const typesetHtmlText = (html: string): string => html.replace(/>([^<]+)</g, (_, text: string) => `>${typesetFrench(text)}<`);

/** A plain-text attachment (UTF-8, as the CGV's is written) typeset; any other kind kept byte for byte. */
const typesetAttachment = (attachment: MailAttachment): MailAttachment =>
  /^text\/plain\b/i.test(attachment.contentType)
    ? { ...attachment, contentBase64: Buffer.from(typesetFrench(Buffer.from(attachment.contentBase64, "base64").toString("utf8")), "utf8").toString("base64") }
    : attachment;

export const typesetMail = (message: MailMessage): MailMessage => ({
  ...message,
  subject: typesetFrench(message.subject),
  text: typesetFrench(message.text),
  html: message.html === undefined ? undefined : typesetHtmlText(message.html),
  attachments: message.attachments?.map(typesetAttachment),
});
