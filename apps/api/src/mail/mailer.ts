// Sends e-mail by SMTP when SMTP_URL is set; otherwise writes each message to a local outbox folder
// (an .eml file and a .json copy) that a developer — or an end-to-end test — can read.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html?: string | undefined };
export type Mailer = { send: (message: MailMessage) => Promise<void>; describe: string };

export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: "smtp",
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `outbox:${options.outboxDir}`,
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(options.outboxDir, { recursive: true });
      const stem = `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.to.replace(/[^a-z0-9]+/gi, "_")}`;
      writeFileSync(join(options.outboxDir, `${stem}.eml`), info.message as Buffer);
      writeFileSync(join(options.outboxDir, `${stem}.json`), JSON.stringify({ from: options.from, date: new Date().toISOString(), ...message }, null, 2));
    },
  };
}

export const MAIL_JOB = "mail.send";

export const mailJobHandler = (mailer: Mailer) => async (payload: Record<string, unknown>) => {
  const { to, subject, text, html } = payload;
  if (typeof to !== "string" || typeof subject !== "string" || typeof text !== "string") {
    throw new Error("malformed mail job");
  }
  await mailer.send({ to, subject, text, html: typeof html === "string" ? html : undefined });
};
