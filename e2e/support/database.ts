// The web-service's database, for journeys that play the warehouse, the buyers or customer service (stock, prices,
// vouchers) and for what a page cannot show (which orders exist). Needs DATABASE_URL: journeys skip without it.

export type Query = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Runs statements on the web-service's database, on one connection closed afterwards. */
export async function inDatabase<T>(work: (query: Query) => Promise<T>): Promise<T> {
  const { default: pg } = await import("pg");
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    return await work((text, values) => db.query(text, values));
  } finally {
    await db.end();
  }
}
