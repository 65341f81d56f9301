// The durable job queue on a real database: payloads that hold the last copy of personal data are not kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDatabase, schema, type DatabaseHandle } from "@cabas/db";
import { enqueueJob, ERASE_PAYLOAD_WHEN_DONE, purgeFinishedJobs, runDueJobs } from "./job-queue.ts";

let database: DatabaseHandle;
const now = new Date("2026-11-22T10:00:00Z");

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const payloadOf = async (id: number) =>
  (await database.db.select({ payload: schema.backgroundJobs.payload }).from(schema.backgroundJobs).where(eq(schema.backgroundJobs.id, id)))[0]!.payload;

describe("payloads erased when done", () => {
  it("empties a flagged payload once its job is done, and keeps the others", async () => {
    const flagged = await enqueueJob(database.db, "test.ok", { to: "lea@exemple.fr", [ERASE_PAYLOAD_WHEN_DONE]: true }, now);
    const plain = await enqueueJob(database.db, "test.ok", { to: "jade@exemple.fr" }, now);
    const seen: unknown[] = [];
    await runDueJobs(database.db, { "test.ok": async (payload) => void seen.push(payload.to) }, now);
    expect(seen).toEqual(["lea@exemple.fr", "jade@exemple.fr"]);
    expect(await payloadOf(flagged)).toEqual({});
    expect(await payloadOf(plain)).toEqual({ to: "jade@exemple.fr" });
  });

  it("keeps a flagged payload for its retries, and empties it when the last attempt fails", async () => {
    const [row] = await database.db
      .insert(schema.backgroundJobs)
      .values({ kind: "test.fails", payload: { to: "nora@exemple.fr", [ERASE_PAYLOAD_WHEN_DONE]: true }, runAt: now, maxAttempts: 2 })
      .returning({ id: schema.backgroundJobs.id });
    const fail = { "test.fails": () => Promise.reject(new Error("SMTP indisponible")) };
    await runDueJobs(database.db, fail, now);
    expect(await payloadOf(row!.id)).toMatchObject({ to: "nora@exemple.fr" });
    await runDueJobs(database.db, fail, new Date(now.getTime() + 3600_000));
    expect(await payloadOf(row!.id)).toEqual({});
  });
});

describe("finished jobs kept 30 days", () => {
  const day = 86_400_000;
  const exists = async (id: number) =>
    (await database.db.select({ id: schema.backgroundJobs.id }).from(schema.backgroundJobs).where(eq(schema.backgroundJobs.id, id))).length === 1;

  it("deletes jobs done or given up more than 30 days ago, never one waiting, running or retrying", async () => {
    const start = new Date("2026-06-01T10:00:00Z");
    const done = await enqueueJob(database.db, "purge.ok", { to: "ancien@exemple.fr" }, start);
    await runDueJobs(database.db, { "purge.ok": async () => {} }, start);
    const [givenUp] = await database.db
      .insert(schema.backgroundJobs)
      .values({ kind: "purge.fails", payload: {}, runAt: start, maxAttempts: 1 })
      .returning({ id: schema.backgroundJobs.id });
    await runDueJobs(database.db, { "purge.fails": () => Promise.reject(new Error("SMTP indisponible")) }, start);
    const waiting = await enqueueJob(database.db, "purge.later", {}, new Date(start.getTime() + 365 * day));
    const [retrying] = await database.db
      .insert(schema.backgroundJobs)
      .values({ kind: "purge.retry", payload: {}, runAt: start, attempts: 1, maxAttempts: 5 })
      .returning({ id: schema.backgroundJobs.id });

    expect(await purgeFinishedJobs(database.db, new Date(start.getTime() + 29 * day))).toBe(0);
    await purgeFinishedJobs(database.db, new Date(start.getTime() + 31 * day));
    expect(await exists(done)).toBe(false);
    expect(await exists(givenUp!.id)).toBe(false);
    expect(await exists(waiting)).toBe(true);
    expect(await exists(retrying!.id)).toBe(true);
  });
});
