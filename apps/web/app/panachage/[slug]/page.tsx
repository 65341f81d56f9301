// A mix-and-match offer and the products it combines: the page behind the PANACHAGE dialog (ADR 0034), so that the
// product page's « Voir l'offre » leads somewhere without JavaScript.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { siteOrigin } from "@/features/catalogue/origin";
import { ProductGrid } from "@/features/catalogue/product-grid";
import styles from "@/features/catalogue/catalogue.module.css";
import { pageMetadata } from "@/features/content/metadata";
import { getT } from "@/i18n/server";
import { readMixMatch } from "@/lib/api/catalogue";
import { formatDate } from "@/lib/format/price";
import { typesetFrench } from "@cabas/contracts/french-typography";

type Props = { params: Promise<{ slug: string }> };

const load = async ({ params }: Props) => {
  const { slug } = await params;
  const offer = await readMixMatch(slug);
  if (!offer) notFound();
  // Offers are rows nobody refreshes on live databases: typeset at render (ADR 0070).
  return { ...offer, name: typesetFrench(offer.name), description: typesetFrench(offer.description) };
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [offer, t] = await Promise.all([load(props), getT()]);
  const metadata = await pageMetadata({
    title: offer.name,
    description: t("product.mix-match-description", { name: offer.name }),
    path: `/panachage/${offer.slug}`,
  });
  // An offer ends (its page then answers 404): search engines follow it to the products, whose pages last.
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function MixMatchPage(props: Props) {
  const [offer, t, origin] = await Promise.all([load(props), getT(), siteOrigin()]);
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={[{ name: offer.name, path: `/panachage/${offer.slug}` }]} origin={origin} t={t} />
      <h1 className={styles.title}>{offer.name}</h1>
      <p className={styles.lead}>{offer.description}</p>
      {offer.endsAt && <p>{t("product.promo-until", { date: formatDate(offer.endsAt) })}</p>}
      <section className={styles.section} aria-labelledby="offer-products">
        <h2 id="offer-products">{t("product.mix-match-products")}</h2>
        <ProductGrid products={offer.products} t={t} />
      </section>
    </div>
  );
}
