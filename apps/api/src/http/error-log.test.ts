// Failed queries leave their SQL and PostgreSQL's reason in the logs, never their bound values (ADR 0065).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { defineCall } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { enqueueJob, runDueJobs } from "../jobs/job-queue.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { implement } from "./call-registry.ts";
import { loggableError, loggableErrorMessage } from "./error-log.ts";
import { loggerOptions } from "./logging.ts";

const EMAIL = "chloe.secrete@example.fr";
const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$aGFzaA";
const personalData = [EMAIL, "argon2id", "Durand-Secret"];

let t: TestApp;
const logs: string[] = [];
const db = () => t.database.db;

/** A real failing insert: the database refuses the NUL in the name; the query carries an e-mail and a password hash. */
const failingSignUp = () =>
  db().insert(schema.users).values({ email: EMAIL, passwordHash: HASH, nom: "Durand-Secret\u0000", prenom: "Chloé" });
/** PostgreSQL's own reason quotes the value it refused. */
const failingCast = () => db().execute(sql`select ${EMAIL}::int as n`);

async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

const crash = defineCall({
  name: "testQueryCrash",
  method: "POST",
  summary: "t",
  access: "public",
  input: z.object({}),
  output: z.object({ success: z.literal(true), message: z.string() }),
});

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    logger: { ...(loggerOptions("info") as object), stream: { write: (line: string) => logs.push(line) } },
    extraCalls: [
      implement(crash, async () => {
        await failingSignUp();
        return {};
      }),
    ],
  });
});
afterAll(() => t.close());

describe("loggableError", () => {
  it("keeps a failed insert's SQL and PostgreSQL's code, not its values", async () => {
    const error = await errorOf(failingSignUp);
    // The error as the driver gives it does carry the values: what this redaction is for.
    expect(
      JSON.stringify({ message: (error as Error).message, params: (error as { params?: unknown }).params }),
    ).toContain(EMAIL);
    const logged = JSON.stringify(loggableError(error));
    for (const value of personalData) expect(logged).not.toContain(value);
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toMatch(/redacted/);
    expect(loggableError(error).cause).toMatchObject({ code: expect.stringMatching(/^[0-9A-Z]{5}$/) });
  });

  it("drops the value PostgreSQL quotes in its own reason, and the parameter it names in its context", async () => {
    const error = await errorOf(failingCast);
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
    expect(logged.cause).toMatchObject({
      code: "22P02",
      message: 'invalid input syntax for type integer: "[redacted]"',
    });
  });

  it("leaves an error without values as it is", () => {
    expect(loggableError(new Error("connection refused"))).toMatchObject({
      type: "Error",
      message: "connection refused",
    });
  });
});

describe("where errors are logged", () => {
  it("the API's error log keeps the failed query but none of its values", async () => {
    logs.length = 0;
    const res = await t.app.inject({ method: "POST", url: "/next-react/testQueryCrash.php", payload: {} });
    expect(res.statusCode).toBe(500);
    const failure = logs.find((line) => line.includes("call failed")) ?? "";
    expect(failure).toContain('insert into \\"users\\"');
    for (const value of personalData) expect(logs.join("\n")).not.toContain(value);
  });

  it("a failed job keeps the reason in last_error, not the values", async () => {
    const at = new Date();
    const jobId = await enqueueJob(db(), "test.fail", { to: EMAIL }, at);
    await runDueJobs(db(), { "test.fail": async () => void (await failingSignUp()) }, at);
    const [job] = await db().select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.id, jobId));
    expect(job?.lastError).toMatch(/insert into "users"/);
    for (const value of personalData) expect(job?.lastError).not.toContain(value);
  });

  it("a command's printed failure has no values either", async () => {
    const message = loggableErrorMessage(await errorOf(failingSignUp));
    for (const value of personalData) expect(message).not.toContain(value);
  });
});
