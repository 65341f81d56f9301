// Legal notice (getMentionsLegales): the page and the publisher's details.
import type { Metadata } from "next";
import { pageMetadata } from "@/features/content/metadata";
import { StaticPageView } from "@/features/content/static-page-view";
import styles from "@/features/faq/faq.module.css";
import { getLegalNotice } from "@/lib/api/content";

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getLegalNotice();
  return pageMetadata({ title: page.title, description: page.summary, path: "/mentions-legales" });
}

export default async function LegalNoticePage() {
  const { page, company } = await getLegalNotice();
  return (
    <StaticPageView page={page}>
      <section className={styles.company} aria-labelledby="editeur">
        <h2 id="editeur">{company.name}</h2>
        <dl>
          <dt>Téléphone</dt>
          <dd>
            <a href={`tel:${company.phone.replace(/[^\d+]/g, "")}`}>{company.phone}</a>
          </dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </dl>
      </section>
    </StaticPageView>
  );
}
