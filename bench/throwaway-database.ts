// The database a benchmark creates for itself beside DATABASE_URL (PostgreSQL; openTestDatabase names and drops
// nothing the shop uses), seeded for today with its search index, as a shop's first start leaves it.
import { openTestDatabase, refreshSearchIndex, type DatabaseHandle } from "@cabas/db";
import { seedDatabase, seedDateFor } from "@cabas/db/seed";

/** Without DATABASE_URL, says what to set and exits: benchmarks print, they do not throw. */
export async function openSeededBenchDatabase(options: { products?: number } = {}): Promise<{ database: DatabaseHandle; now: Date }> {
  if (!process.env.DATABASE_URL) {
    console.error("Set DATABASE_URL to a PostgreSQL server (a throwaway database is created beside it).");
    process.exit(2);
  }
  const database = await openTestDatabase();
  const now = new Date();
  await seedDatabase(database, { now: seedDateFor(now), ...options });
  await refreshSearchIndex(database);
  return { database, now };
}
