// FAQ: the questions of getFAQ grouped by topic, each answer in a disclosure.
import type { Metadata } from "next";
import { pageMetadata } from "@/features/content/metadata";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/faq/faq.module.css";
import { getT } from "@/i18n/server";
import { getFaqCategories, getSettings } from "@/lib/api/content";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { Markdown } from "@/lib/markdown/markdown";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return pageMetadata({ title: t("faq.title"), description: t("faq.description"), path: "/faq" });
}

export default async function FaqPage() {
  const [t, categories, settings] = await Promise.all([getT(), getFaqCategories(), getSettings()]);
  return (
    <div className="page">
      <PageHeader title={t("faq.title")} lead={t("faq.description")} />
      <div className={styles.groups}>
        {categories.map((category, i) => (
          <section key={category.name} className={styles.group} aria-labelledby={`faq-${i}`}>
            {/* Questions and topics are rows nobody refreshes on live databases: typeset at render (ADR 0070). */}
            <h2 id={`faq-${i}`}>{typesetFrench(category.name)}</h2>
            {category.entries.map((entry) => (
              <details key={entry.id} className={styles.item} id={`question-${entry.id}`}>
                <summary>{typesetFrench(entry.question)}</summary>
                <div className={styles.answer}>
                  <Markdown source={entry.answer} />
                </div>
              </details>
            ))}
          </section>
        ))}
      </div>
      <p className={styles.contact}>
        {t("faq.contact", { phone: settings.contact.phone, email: settings.contact.email })}
      </p>
    </div>
  );
}
