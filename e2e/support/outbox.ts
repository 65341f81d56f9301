// The e-mails the web-service wrote to its outbox folder (E2E_OUTBOX_DIR) once their background job ran.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** The text of the newest e-mail to `to` with `subject`, or "" while it is not written yet (poll it). */
export function mailTo(to: string, subject: string): string {
  const outbox = process.env.E2E_OUTBOX_DIR;
  if (!outbox) return "";
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith(".json"))
    .map((f) => join(outbox, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of files) {
    const mail = JSON.parse(readFileSync(file, "utf8")) as { to?: unknown; subject?: string; text?: string };
    if (JSON.stringify(mail.to ?? "").includes(to) && mail.subject === subject) return mail.text ?? "";
  }
  return "";
}
