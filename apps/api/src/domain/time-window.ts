// Content with optional start and end dates is shown only between them.
export const isWithinWindow = (now: Date, startsAt: Date | null, endsAt: Date | null): boolean =>
  (startsAt === null || startsAt <= now) && (endsAt === null || now < endsAt);
