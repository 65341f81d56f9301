// npm run seed on a fresh database creates the demo accounts, as the README says (QA finding 18); the opt-out skips them.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase, openTestDatabase, schema } from "@cabas/db";
import { verifyPassword } from "../domain/passwords.ts";
import { readEnv } from "../env.ts";
import { demoAccountsAfterSeed } from "./seed-demo.ts";

const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../../..");
const folder = mkdtempSync(join(tmpdir(), "cabas-seed-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("npm run seed", () => {
  it("creates the demo accounts with their history on a fresh database", { timeout: 240_000 }, async () => {
    // The script npm run seed runs, on an embedded database folder of its own (never the PostgreSQL of the tests).
    const env: NodeJS.ProcessEnv = { ...process.env, CABAS_DATA_DIR: folder, CABAS_DEMO_ACCOUNTS: "1" };
    delete env.DATABASE_URL;
    const { stdout } = await promisify(execFile)(
      join(root, "node_modules", ".bin", "tsx"),
      ["apps/api/src/cli/seed.ts", "--now", "2026-11-22T08:00:00Z"],
      {
        cwd: root,
        env,
        maxBuffer: 16 << 20,
      },
    );
    expect(stdout).toContain("Demo accounts ready");
    const handle = await openDatabase({ dataDir: folder });
    try {
      const [client] = await handle.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, "client@cabas.example"));
      expect(client).toBeDefined();
      expect(await verifyPassword(client!.passwordHash, "Cabas-client-2026")).toBe(true);
      const [support] = await handle.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, "support@cabas.example"));
      expect(support?.permissions).toContain("customer.impersonate");
      const orders = await handle.db
        .select({ status: schema.orders.status })
        .from(schema.orders)
        .where(eq(schema.orders.userId, client!.id));
      expect(orders.map((o) => o.status)).toEqual(["delivered", "delivered"]);
    } finally {
      await handle.close();
    }
  });

  it("creates none with CABAS_DEMO_ACCOUNTS=0", async () => {
    const handle = await openTestDatabase();
    try {
      await demoAccountsAfterSeed(readEnv({ CABAS_DEMO_ACCOUNTS: "0" }))(handle, new Date("2026-11-22T08:00:00Z"));
      expect(await handle.db.select({ id: schema.users.id }).from(schema.users)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
