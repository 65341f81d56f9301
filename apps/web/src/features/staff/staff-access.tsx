// Who may open a staff screen (ADR 0091, 0092, 0094): a signed-in account whose stored credentials belong to the
// current session and hold the screen's permission. The web-service checks the permission again on every call; this
// only decides what the page shows: the screen, or its notice with HTTP 403 (ADR 0119).
import "server-only";
import { forbidden, redirect } from "next/navigation";
import { PageHeader } from "../content/page-header.tsx";
import styles from "../account/account.module.css";
import { loginUrlFor } from "../../lib/session/redirect-target.ts";
import { readCredentials } from "../../lib/session/url-session.ts";
import { reservedToSentence } from "./staff-only.ts";

type CookieJar = { get(name: string): { value: string } | undefined };

/** Signed out: off to sign in, then back to `returnTo`. Signed in: whether the session holds `permission`. */
export function staffMayUse(jar: CookieJar, permission: string, returnTo: string): boolean {
  if (!jar.get("ID")?.value) redirect(loginUrlFor(returnTo));
  return staffPermissions(jar).includes(permission);
}

/**
 * A staff screen's gate: signed out, off to sign in and back to `returnTo`; signed in without `permission`, the
 * screen's `forbidden.tsx` (its notice, StaffOnly) answered with HTTP 403, as the web-service answers its calls.
 */
export function requireStaffPermission(jar: CookieJar, permission: string, returnTo: string): void {
  if (!staffMayUse(jar, permission, returnTo)) forbidden();
}

/** The permissions the sign-in gave this session's token (none for a customer, or credentials of another token). */
export function staffPermissions(jar: CookieJar): readonly string[] {
  const token = jar.get("ID")?.value;
  const credentials = readCredentials(jar.get("AUTH_CREDENTIAL")?.value);
  return token && credentials?.token === token ? credentials.permissions : [];
}

/** What a staff screen shows an account without its permission: its title, and whom it is for (with its article). */
export function StaffOnly({ title, reservedFor }: { title: string; reservedFor: string }) {
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={title} />
      <p role="alert">{reservedToSentence(reservedFor)}</p>
    </div>
  );
}
