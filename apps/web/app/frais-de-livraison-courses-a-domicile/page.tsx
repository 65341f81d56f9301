// Delivery fees: the page text and, per perimeter, the fee bands and minimum order (getFraisLivraison).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageMetadata } from "@/features/content/metadata";
import { StaticPageView } from "@/features/content/static-page-view";
import contentStyles from "@/features/content/content.module.css";
import { FeesTable } from "@/features/delivery/fees-table";
import styles from "@/features/delivery/delivery.module.css";
import { getT } from "@/i18n/server";
import { getDeliveryFees, getPage } from "@/lib/api/content";

const SLUG = "frais-de-livraison-courses-a-domicile";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(SLUG);
  return page ? pageMetadata({ title: page.title, description: page.summary, path: `/${SLUG}` }) : {};
}

export default async function DeliveryFeesPage() {
  const [t, page, perimeters] = await Promise.all([getT(), getPage(SLUG), getDeliveryFees()]);
  if (!page) notFound();
  return (
    <StaticPageView page={page}>
      <section className={contentStyles.section} aria-labelledby="frais">
        <h2 id="frais">{t("fees.heading")}</h2>
        {perimeters.length === 0 ? (
          <p>{t("fees.none")}</p>
        ) : (
          <div className={styles.feesList}>
            {perimeters.map((perimeter) => (
              <FeesTable key={perimeter.id} perimeter={perimeter} t={t} />
            ))}
          </div>
        )}
      </section>
    </StaticPageView>
  );
}
