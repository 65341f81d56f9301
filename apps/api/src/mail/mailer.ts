// Sends e-mail by SMTP when SMTP_URL is set; otherwise writes each message to a local outbox folder
// (an .eml file and a .json copy) that a developer — or an end-to-end test — can read.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { typesetMail } from "./mail-typography.ts";

/** Attachments travel base64-encoded so a message fits in a durable job's JSON payload. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: MailAttachment[] | undefined;
  /** Where an answer goes (Reply-To), when not to the shop's From address: the sender of a contact message. */
  replyTo?: string | undefined;
};

const toNodemailer = (attachments: MailAttachment[] | undefined) =>
  attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, "base64") }));
export type Mailer = { send: (message: MailMessage) => Promise<void>; describe: string };

/**
 * Writes under a temporary name, then renames: whoever reads the outbox (developers, the journeys polling for an
 * e-mail) never sees a file half written.
 */
function writeWhole(path: string, content: string | Buffer): void {
  writeFileSync(`${path}.part`, content);
  renameSync(`${path}.part`, path);
}

export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: "smtp",
      send: async (written) => {
        const message = typesetMail(written);
        await transport.sendMail({ from: options.from, ...message, attachments: toNodemailer(message.attachments) });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `outbox:${options.outboxDir}`,
    send: async (written) => {
      const message = typesetMail(written);
      const info = await transport.sendMail({ from: options.from, ...message, attachments: toNodemailer(message.attachments) });
      mkdirSync(options.outboxDir, { recursive: true });
      const stem = `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.to.replace(/[^a-z0-9]+/gi, "_")}`;
      writeWhole(join(options.outboxDir, `${stem}.eml`), info.message as Buffer);
      // The JSON copy names attachments without their content (the .eml has them).
      const attachments = message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: Buffer.byteLength(a.contentBase64, "base64") }));
      writeWhole(join(options.outboxDir, `${stem}.json`), JSON.stringify({ from: options.from, date: new Date().toISOString(), ...message, attachments }, null, 2));
    },
  };
}

export const MAIL_JOB = "mail.send";

export const mailJobHandler = (mailer: Mailer) => async (payload: Record<string, unknown>) => {
  const { to, subject, text, html, attachments, replyTo } = payload;
  if (typeof to !== "string" || typeof subject !== "string" || typeof text !== "string") {
    throw new Error("malformed mail job");
  }
  await mailer.send({
    to,
    subject,
    text,
    html: typeof html === "string" ? html : undefined,
    attachments: Array.isArray(attachments) ? (attachments as MailAttachment[]) : undefined,
    replyTo: typeof replyTo === "string" ? replyTo : undefined,
  });
};
