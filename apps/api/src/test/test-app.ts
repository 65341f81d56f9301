// A real web-service on a real, freshly migrated and seeded database (PGlite, or PostgreSQL with DATABASE_URL).
import type { FastifyInstance } from "fastify";
import { openTestDatabase, refreshSearchIndex, type DatabaseHandle } from "@cabas/db";
import { seedDatabase } from "@cabas/db/seed";
import { buildApp, type AppOptions } from "../app.ts";

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

export async function createTestApp(options: Omit<AppOptions, "database"> & { seed?: boolean } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  if (options.seed !== false) {
    await seedDatabase(database);
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
