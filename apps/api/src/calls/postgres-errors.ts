// PostgreSQL's error codes the calls act on, read from the driver's error or from the one Drizzle wraps it in.

const hasSqlState = (error: unknown, code: string): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === code || e.cause?.code === code;
};

/** A unique index refused the row (23505): another request got there first. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, "23505");

/** A `NOWAIT` lock was held by another transaction (55P03). */
export const isLockNotAvailable = (error: unknown): boolean => hasSqlState(error, "55P03");
