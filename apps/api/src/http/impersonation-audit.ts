// The trace of a login-as: each write call staff make as the customer (its name, when, whether it went through),
// one row in impersonation_actions per call. Read it with the query in docs/adr/0048 (« what did staff do as this
// customer »). No input nor answer is kept: the trace must not become a second copy of the customer's data.
import { schema, type Database } from "@cabas/db";

export type ImpersonatedWrite = { impersonationId: number; callName: string; now: () => Date };

/**
 * Runs the call and records it, succeeded or refused (a refused call changed nothing, but staff tried it). The row is
 * written after the call, outside its transaction, so handlers stay as they are: a process dying between the two
 * loses that one row (ADR 0048 accepts it); a failed insert answers an error, so it is seen.
 */
export async function recordImpersonatedWrite<T>(db: Database, write: ImpersonatedWrite, call: () => Promise<T>): Promise<T> {
  const record = (succeeded: boolean) =>
    db.insert(schema.impersonationActions).values({ impersonationId: write.impersonationId, callName: write.callName, at: write.now(), succeeded });
  let output: T;
  try {
    output = await call();
  } catch (error) {
    await record(false);
    throw error;
  }
  await record(true);
  return output;
}
