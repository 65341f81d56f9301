// Jobs page: the "recrute" static page and the open positions from getJobs.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageMetadata } from "@/features/content/metadata";
import { StaticPageView } from "@/features/content/static-page-view";
import styles from "@/features/faq/faq.module.css";
import contentStyles from "@/features/content/content.module.css";
import { getT } from "@/i18n/server";
import { getOpenJobs, getPage } from "@/lib/api/content";
import { formatDate } from "@/lib/format/price";
import { Markdown } from "@/lib/markdown/markdown";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage("recrute");
  return page ? pageMetadata({ title: page.title, description: page.summary, path: "/recrute" }) : {};
}

export default async function JobsPage() {
  const [t, page, jobs] = await Promise.all([getT(), getPage("recrute"), getOpenJobs()]);
  if (!page) notFound();
  return (
    <StaticPageView page={page}>
      <section className={contentStyles.section} aria-labelledby="offres">
        <h2 id="offres">{t("jobs.heading")}</h2>
        {jobs.length === 0 ? (
          <p>{t("jobs.none")}</p>
        ) : (
          <ul className={styles.jobs}>
            {jobs.map((job) => (
              <li key={job.id} className={styles.job} id={job.slug}>
                <h3>{job.title}</h3>
                <ul className={styles.jobMeta}>
                  <li>{job.contract}</li>
                  <li>{job.location}</li>
                  <li>{job.team}</li>
                </ul>
                <Markdown source={job.description} />
                <p className={styles.published}>{t("jobs.published", { date: formatDate(job.publishedAt) })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </StaticPageView>
  );
}
