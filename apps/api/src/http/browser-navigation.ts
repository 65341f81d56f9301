// Whether a request comes from a browser opening an address (a link, the address bar) rather than from a program
// reading the answer: a browser's navigation asks for HTML first (« Accept: text/html,… »), a client for JSON (ADR 0119).

/** The quality `type` is given in an Accept header, named exactly (wildcards answer any program too): 0 when absent. */
export function acceptQuality(accept: string, type: string): number {
  let best = 0;
  for (const part of accept.split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (name !== type) continue;
    const q = params.find((p) => p.startsWith("q="));
    const value = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(value)) best = Math.max(best, Math.min(1, Math.max(0, value)));
  }
  return best;
}

/** HTML asked for over JSON: a browser's navigation. A tie, or no Accept at all, keeps the JSON programs read. */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return acceptQuality(accept, "text/html") > acceptQuality(accept, "application/json");
}
