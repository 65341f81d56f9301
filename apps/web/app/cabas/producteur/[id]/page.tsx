// A producer: who they are, where, and their products at Cabas.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { siteOrigin } from "@/features/catalogue/origin";
import { ProductGrid } from "@/features/catalogue/product-grid";
import styles from "@/features/catalogue/catalogue.module.css";
import { pageMetadata } from "@/features/content/metadata";
import { getT } from "@/i18n/server";
import { readProducer } from "@/lib/api/catalogue";

type Props = { params: Promise<{ id: string }> };

const load = async ({ params }: Props) => {
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  const data = await readProducer(Number(id));
  if (!data) notFound();
  return data;
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ producer }, t] = await Promise.all([load(props), getT()]);
  return pageMetadata({
    title: t("catalogue.producer-title", { name: producer.name }),
    description: producer.description,
    path: `/cabas/producteur/${producer.id}`,
  });
}

export default async function ProducerPage(props: Props) {
  const [{ producer, products }, t, origin] = await Promise.all([load(props), getT(), siteOrigin()]);
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb
        crumbs={[{ name: producer.name, path: `/cabas/producteur/${producer.id}` }]}
        origin={origin}
        t={t}
      />
      <h1 className={styles.title}>{producer.name}</h1>
      <p className={styles.lead}>
        {producer.town ? t("catalogue.producer-region", { town: producer.town, region: producer.region }) : producer.region}
      </p>
      <p className={styles.lead}>{producer.description}</p>
      <section className={styles.section} aria-labelledby="producer-products">
        <h2 id="producer-products">{t("catalogue.producer-products")}</h2>
        <ProductGrid products={products} t={t} />
      </section>
    </div>
  );
}
