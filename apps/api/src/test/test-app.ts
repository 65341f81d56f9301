// A real web-service on a real, freshly migrated and seeded database (PGlite, or PostgreSQL with DATABASE_URL).
import type { FastifyInstance } from "fastify";
import { openTestDatabase, refreshSearchIndex, type DatabaseHandle } from "@cabas/db";
import { seedDatabase, seedDateFor } from "@cabas/db/seed";
import { buildApp, type AppOptions } from "../app.ts";

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

export async function createTestApp(options: Omit<AppOptions, "database"> & { seed?: boolean } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  if (options.seed !== false) {
    // Seeded "today" by the app's clock, so promotions and publications are current.
    await seedDatabase(database, { now: seedDateFor(options.now?.() ?? new Date()) });
    await refreshSearchIndex(database);
  }
  const app = await buildApp({ ...options, database });
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
