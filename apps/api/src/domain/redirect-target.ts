// /redirect only ever sends a visitor to one of the shop's own paths or to an allow-listed host.

export type RedirectDecision = { ok: true; url: string; internal: boolean } | { ok: false; reason: string };

const REFUSED = "Cette adresse de redirection n'est pas autorisée.";

export function decideRedirect(target: string, allowedHosts: readonly string[]): RedirectDecision {
  const value = target.trim();
  // Backslashes and control characters let browsers read "/\evil.com" as "//evil.com".
  // eslint-disable-next-line no-control-regex
  if (!value || /[\\\u0000-\u001f\u007f]/.test(value)) return { ok: false, reason: REFUSED };
  if (value.startsWith("/") && !value.startsWith("//")) {
    const parsed = new URL(value, "http://internal.invalid");
    if (parsed.host !== "internal.invalid") return { ok: false, reason: REFUSED };
    return { ok: true, url: `${parsed.pathname}${parsed.search}${parsed.hash}`, internal: true };
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return { ok: false, reason: REFUSED };
  }
  if (parsed.protocol !== "https:") return { ok: false, reason: REFUSED };
  if (parsed.username || parsed.password) return { ok: false, reason: REFUSED };
  const host = parsed.hostname.toLowerCase();
  if (!allowedHosts.some((allowed) => host === allowed.toLowerCase())) return { ok: false, reason: REFUSED };
  return { ok: true, url: parsed.toString(), internal: false };
}
