// A durable job queue in the database: jobs survive restarts, and SKIP LOCKED claims make each job run
// once even with several API instances. Failed jobs are retried with a growing delay.
import { and, eq, isNull, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { loggableErrorMessage } from "../http/error-log.ts";

export type Job = { id: number; kind: string; payload: Record<string, unknown>; attempts: number; maxAttempts: number };
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

const LOCK_MS = 5 * 60_000;

/**
 * A payload holding the only remaining copy of personal data (the address of an erased account) says so with this
 * key: once the job is done, or has failed its last attempt, its payload is emptied instead of kept.
 */
export const ERASE_PAYLOAD_WHEN_DONE = "erasePayloadWhenDone";

const erasesPayload = (job: Job): boolean => job.payload[ERASE_PAYLOAD_WHEN_DONE] === true;

/** `runAt` comes from the caller's clock (the request's `now`), so tests control when jobs fall due. */
export async function enqueueJob(db: Database, kind: string, payload: Record<string, unknown>, runAt: Date): Promise<number> {
  const [row] = await db
    .insert(schema.backgroundJobs)
    .values({ kind, payload, runAt, createdAt: runAt })
    .returning({ id: schema.backgroundJobs.id });
  if (!row) throw new Error("job insert returned nothing");
  return row.id;
}

async function claimNextJob(db: Database, now: Date): Promise<Job | null> {
  const result = await db.execute(sql`
    update background_jobs set locked_until = ${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz,
      attempts = attempts + 1
    where id = (
      select id from background_jobs
      where done_at is null and run_at <= ${now.toISOString()}::timestamptz and attempts < max_attempts
        and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
      order by run_at, id
      for update skip locked
      limit 1)
    returning id, kind, payload, attempts, max_attempts as "maxAttempts"`);
  const rows = (result as { rows: Job[] }).rows;
  return rows[0] ?? null;
}

/** Retry after 30 s, 2 min, 8 min, 32 min… */
export const retryDelayMs = (attempts: number): number => 30_000 * 4 ** Math.max(0, attempts - 1);

export async function runDueJobs(db: Database, handlers: JobHandlers, now: Date, max = 20): Promise<number> {
  let processed = 0;
  for (; processed < max; processed++) {
    const job = await claimNextJob(db, now);
    if (!job) break;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload);
      await db.execute(sql`update background_jobs set done_at = ${now.toISOString()}::timestamptz, locked_until = null, last_error = null
        ${erasesPayload(job) ? sql`, payload = '{}'::jsonb` : sql``} where id = ${job.id}`);
    } catch (error) {
      // Kept in the table and read by operators: a failed query's values (the mail's address) stay out.
      const message = loggableErrorMessage(error);
      const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts));
      const lastAttempt = job.attempts >= job.maxAttempts;
      await db.execute(sql`update background_jobs set locked_until = null, last_error = ${message.slice(0, 2000)},
        run_at = ${retryAt.toISOString()}::timestamptz ${lastAttempt && erasesPayload(job) ? sql`, payload = '{}'::jsonb` : sql``} where id = ${job.id}`);
    }
  }
  return processed;
}

export function startJobWorker(
  db: Database,
  handlers: JobHandlers,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = runDueJobs(db, handlers, new Date())
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs ?? 1000);
      });
  };
  let timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

export async function pendingJobCount(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from background_jobs where done_at is null`);
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function pendingOfKind(db: Database, kind: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.backgroundJobs)
    .where(and(eq(schema.backgroundJobs.kind, kind), isNull(schema.backgroundJobs.doneAt)));
  return row?.n ?? 0;
}

/** Queues a recurring job unless one is already waiting (several API instances start it once). */
export async function scheduleRecurring(db: Database, kind: string, runAt: Date): Promise<void> {
  if ((await pendingOfKind(db, kind)) === 0) await enqueueJob(db, kind, {}, runAt);
}

/** From a recurring job's run: queues the next one; the running job is still pending, so "1" means no other copy waits. */
export async function requeueRecurring(db: Database, kind: string, runAt: Date): Promise<void> {
  if ((await pendingOfKind(db, kind)) <= 1) await enqueueJob(db, kind, {}, runAt);
}

/**
 * A recurring job's handler: its work at the clock's time, then its next run `everyMs` later. Not queued again when
 * the work throws: the queue retries this run instead.
 */
export function recurringHandler(db: Database, kind: string, everyMs: number, clock: () => Date, work: (now: Date) => Promise<unknown>): JobHandler {
  return async () => {
    const now = clock();
    await work(now);
    await requeueRecurring(db, kind, new Date(now.getTime() + everyMs));
  };
}

/**
 * How long a finished job is kept: long enough to answer « was my e-mail sent? » or to look into a failure, no
 * longer (mail jobs carry addresses and texts; RGPD data minimisation). A job that failed its last attempt counts
 * as finished from its last try.
 */
export const FINISHED_JOB_RETENTION_DAYS = 30;
export const JOB_PURGE_JOB = "jobs.purge";
const JOB_PURGE_EVERY_MS = 24 * 3_600_000;

/** Deletes the jobs finished more than 30 days ago, done or given up; returns how many went. */
export async function purgeFinishedJobs(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - FINISHED_JOB_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db.execute(sql`
    delete from background_jobs
    where (done_at is not null and done_at < ${before}::timestamptz)
       or (done_at is null and attempts >= max_attempts and coalesce(locked_until, run_at) < ${before}::timestamptz)
    returning id`);
  return (result as { rows: unknown[] }).rows.length;
}

export async function scheduleJobPurge(db: Database, now: Date): Promise<void> {
  await scheduleRecurring(db, JOB_PURGE_JOB, new Date(now.getTime() + JOB_PURGE_EVERY_MS));
}

export function jobPurgeHandlers(db: Database, clock: () => Date = () => new Date()): JobHandlers {
  return { [JOB_PURGE_JOB]: recurringHandler(db, JOB_PURGE_JOB, JOB_PURGE_EVERY_MS, clock, (now) => purgeFinishedJobs(db, now)) };
}
