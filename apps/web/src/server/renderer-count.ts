// How many processes render the storefront's pages (server.ts, renderer-pool.ts, ADR 0090). Rendering a page for one
// visitor holds a Node.js thread for 12–19 ms on the reference machine, so one process renders one page at a time
// whatever the machine. Each core but one gets a renderer: the one left is for the storefront's server itself and for
// what shares the machine with it (the web-service, the database). On the two-core reference machine that is one
// renderer, in the server's own process: a second one, measured, mostly took its core from the web-service, the
// database and the load generator (bench/README.md, 2026-11-29 evening).

/** At most this many by default: each renderer is a Next.js server of its own (about 320 MB). */
export const DEFAULT_MAX_RENDERERS = 4;
/** A higher setting is taken for a typing error rather than a wish. */
export const MAX_RENDERERS = 32;

/**
 * The number of renderers: `setting` (CABAS_WEB_RENDERERS) when given, otherwise one per core but one, from 1 to
 * DEFAULT_MAX_RENDERERS. With 1, the storefront's server renders its pages itself, with no process of its own.
 */
export function rendererCount(setting: string | undefined, cores: number): number {
  const given = setting?.trim();
  if (given === undefined || given === "") return Math.max(1, Math.min(Math.floor(cores) - 1, DEFAULT_MAX_RENDERERS));
  if (!/^\d+$/.test(given) || Number(given) < 1 || Number(given) > MAX_RENDERERS) {
    throw new Error(`CABAS_WEB_RENDERERS : « ${given} » n'est pas un nombre de processus de rendu entre 1 et ${MAX_RENDERERS}`);
  }
  return Number(given);
}
