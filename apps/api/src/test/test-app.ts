// A real web-service on a real, freshly migrated and seeded database (PGlite, or PostgreSQL with DATABASE_URL).
import type { FastifyInstance } from "fastify";
import { openTestDatabase, refreshSearchIndex, type DatabaseHandle } from "@cabas/db";
import { seedDatabase, seedDateFor } from "@cabas/db/seed";
import { buildApp, type AppOptions } from "../app.ts";

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

/** No address reaches it in a test run. */
const UNLIMITED_SLOT_PLACES = { limit: 1_000_000, windowMs: 60_000 };

export async function createTestApp(options: Omit<AppOptions, "database"> & { seed?: boolean } = {}): Promise<TestApp> {
  // Seeded "today" by the app's clock, so promotions and publications are current. The seed is deterministic for a
  // date, so the files seeded for the same day share one template (openTestDatabase).
  const seedDate = seedDateFor(options.now?.() ?? new Date());
  const database =
    options.seed === false
      ? await openTestDatabase()
      : await openTestDatabase(process.env.DATABASE_URL, {
          key: `seeded-${seedDate.toISOString()}`,
          prepare: async (handle) => {
            await seedDatabase(handle, { now: seedDate });
            await refreshSearchIndex(handle);
          },
        });
  // A test plays many shoppers from one address, often guests: the slot places' limit (ADR 0061) and the guests'
  // share of a slot (ADR 0143) are lifted unless the test sets them.
  const app = await buildApp({ slotPlacesPerAddress: UNLIMITED_SLOT_PLACES, slotGuestSharePercent: 100, ...options, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Calls as the storefront makes them: POST with the storefront's origin, GET `call?query`, each with a bearer
 * token when given. `app` is read at call time, since tests create it in beforeAll.
 */
export function callClient(app: () => TestApp) {
  const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    post: (call: string, payload: Record<string, unknown>, token?: string) =>
      app().app.inject({ method: "POST", url: `/next-react/${call}.php`, payload, headers: { origin: "http://localhost:3000", ...bearer(token) } }),
    get: (call: string, token?: string) => {
      const [name, query] = call.split("?");
      return app().app.inject({ method: "GET", url: `/next-react/${name}.php${query ? `?${query}` : ""}`, headers: bearer(token) });
    },
  };
}

/** callClient with GET's query as an object: `get("mesListes", { list_id: 3 }, token)`. */
export function queryClient(app: () => TestApp) {
  const client = callClient(app);
  const query = (values: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return {
    post: client.post,
    get: (call: string, values: Record<string, string | number>, token?: string) => client.get(`${call}?${query(values)}`, token),
  };
}
