// The account's recent activity: each source gives its newest events, and the feed keeps the newest of all.
import type { Activity } from "@cabas/contracts";

export type DatedActivity = Omit<Activity, "date"> & { at: Date };

/** The `limit` newest activities of all sources, newest first (ties keep the sources' order). */
export function latestActivities(sources: readonly (readonly DatedActivity[])[], limit: number): Activity[] {
  return sources
    .flat()
    .map((activity, index) => ({ activity, index }))
    .sort((a, b) => b.activity.at.getTime() - a.activity.at.getTime() || a.index - b.index)
    .slice(0, limit)
    .map(({ activity: { at, ...rest } }) => ({ ...rest, date: at.toISOString() }));
}
