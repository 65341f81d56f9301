// A product's images, one under the other: the page behind the MEDIA_GALLERY dialog (ADR 0034), so that the product
// page's picture leads somewhere without JavaScript.
import type { Metadata } from "next";
import Link from "next/link";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { productCrumbs } from "@/features/catalogue/json-ld";
import { siteOrigin } from "@/features/catalogue/origin";
import styles from "@/features/catalogue/catalogue.module.css";
import { getT } from "@/i18n/server";
import { productOfPage } from "@/lib/api/catalogue";

type Props = { params: Promise<{ slug: string }> };

const load = ({ params }: Props) => productOfPage(params);

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [product, t] = await Promise.all([load(props), getT()]);
  // The product page is the one to index; this one only repeats its pictures larger.
  return {
    title: t("product.gallery-title", { name: product.name }),
    alternates: { canonical: `/${product.slug}/images` },
    robots: { index: false, follow: true },
  };
}

export default async function ProductImagesPage(props: Props) {
  const [product, t, origin] = await Promise.all([load(props), getT(), siteOrigin()]);
  const media = product.media.length ? product.media : [product.image];
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb
        crumbs={[
          ...productCrumbs(product),
          { name: t("product.gallery-title", { name: product.name }), path: `/${product.slug}/images` },
        ]}
        origin={origin}
        t={t}
      />
      <h1 className={styles.title}>{t("product.gallery-title", { name: product.name })}</h1>
      <ul className={styles.images}>
        {media.map((m, i) => (
          <li key={`${m.url}-${i}`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG icons, no optimisation needed */}
            <img src={m.url} alt={m.alt} width={420} height={420} loading={i === 0 ? "eager" : "lazy"} />
          </li>
        ))}
      </ul>
      <p>
        <Link href={`/${product.slug}`} prefetch={false}>
          {t("product.gallery-back", { name: product.name })}
        </Link>
      </p>
    </div>
  );
}
