// A fresh, migrated database for one test file: in-memory PGlite, or a throwaway PostgreSQL database
// created beside the one DATABASE_URL names (dropped on close), so test files never share state.
import { randomBytes } from "node:crypto";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "./client.ts";

export async function openTestDatabase(url = process.env.DATABASE_URL): Promise<DatabaseHandle> {
  if (!url) {
    const handle = await openDatabase({});
    await migrateDatabase(handle);
    return handle;
  }
  const { default: pg } = await import("pg");
  const name = `cabas_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDatabase({ url: testUrl.toString(), poolSize: 10 });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      // The pool's sockets may still be closing: wait for them rather than kill them (a forced drop makes the
      // server send FATAL to a closing client, which surfaces as an unhandled error in the test run).
      for (let attempt = 0; ; attempt++) {
        try {
          await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (error) {
          const inUse = (error as { code?: string }).code === "55006";
          if (!inUse) throw error;
          if (attempt >= 50) {
            await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await dropper.end();
    },
  };
}
