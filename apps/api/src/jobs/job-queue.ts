// A durable job queue in the database: jobs survive restarts, and SKIP LOCKED claims make each job run
// once even with several API instances. Failed jobs are retried with a growing delay.
import { and, eq, isNull, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";

export type Job = { id: number; kind: string; payload: Record<string, unknown>; attempts: number; maxAttempts: number };
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

const LOCK_MS = 5 * 60_000;

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
      await db.execute(sql`update background_jobs set done_at = ${now.toISOString()}::timestamptz, locked_until = null, last_error = null where id = ${job.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts));
      await db.execute(sql`update background_jobs set locked_until = null, last_error = ${message.slice(0, 2000)},
        run_at = ${retryAt.toISOString()}::timestamptz where id = ${job.id}`);
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
