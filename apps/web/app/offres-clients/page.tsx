// The offers page: the editorial text, then the advantage codes valid today with their conditions (getOffres).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageMetadata } from "@/features/content/metadata";
import { StaticPageView } from "@/features/content/static-page-view";
import styles from "@/features/lists/lists.module.css";
import { readOffers } from "@/features/service/service-data";
import { getPage } from "@/lib/api/content";

const SLUG = "offres-clients";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(SLUG);
  return page ? pageMetadata({ title: page.title, description: page.summary, path: `/${SLUG}` }) : {};
}

export default async function Page() {
  const [page, offers] = await Promise.all([getPage(SLUG), readOffers()]);
  if (!page) notFound();
  const offres = offers.ok ? offers.data.offres : [];
  return (
    <StaticPageView page={page}>
      <section aria-labelledby="codes" className={styles.section}>
        <h2 id="codes">Les codes du moment</h2>
        {offres.length === 0 ? (
          <p>Aucun code n&apos;est proposé en ce moment : revenez bientôt.</p>
        ) : (
          <ul className={styles.lists}>
            {offres.map((o) => (
              <li key={o.code} className={styles.listItem}>
                <strong>{o.titre}</strong>
                <span>
                  Code <code>{o.code}</code> : {o.avantage}
                </span>
                <span className={styles.meta}>
                  {o.conditions}
                  {o.fin && ` ${o.fin}.`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </StaticPageView>
  );
}
