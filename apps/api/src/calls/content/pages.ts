// getStaticPage, getFAQ and getJobs.
import { asc, eq, isNull } from "drizzle-orm";
import { getFAQ, getJobs, getStaticPage, type StaticPage } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound } from "../../http/app-error.ts";

export const toStaticPage = (row: typeof schema.staticPages.$inferSelect): StaticPage => ({
  slug: row.slug,
  kind: row.kind,
  title: row.title,
  summary: row.summary,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

export const getStaticPageCall = implement(getStaticPage, async ({ db, input }) => {
  const [page] = await db.select().from(schema.staticPages).where(eq(schema.staticPages.slug, input.slug)).limit(1);
  if (!page) throw notFound("Cette page n'existe pas.");
  return { page: toStaticPage(page) };
});

export const getFaqCall = implement(getFAQ, async ({ db }) => {
  const rows = await db
    .select()
    .from(schema.faqEntries)
    .orderBy(asc(schema.faqEntries.position), asc(schema.faqEntries.id));
  const byCategory = new Map<string, { id: number; question: string; answer: string }[]>();
  for (const row of rows) {
    const list = byCategory.get(row.category) ?? [];
    list.push({ id: row.id, question: row.question, answer: row.answer });
    byCategory.set(row.category, list);
  }
  return {
    categories: [...byCategory].map(([name, entries]) => ({ name, entries })),
  };
});

export const getJobsCall = implement(getJobs, async ({ db, now }) => {
  const rows = await db
    .select()
    .from(schema.jobs)
    .where(isNull(schema.jobs.closedAt))
    .orderBy(asc(schema.jobs.publishedAt));
  const today = now();
  return {
    jobs: rows
      .filter((job) => job.publishedAt <= today)
      .map((job) => ({
        id: job.id,
        slug: job.slug,
        title: job.title,
        location: job.location,
        contract: job.contract,
        team: job.team,
        description: job.description,
        publishedAt: job.publishedAt.toISOString(),
      })),
  };
});
