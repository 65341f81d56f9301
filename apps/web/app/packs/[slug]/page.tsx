// A pack (its products and price), or, when the slug is a theme, the theme's packs.
import { PackBasketForm } from "@/features/packs/pack-basket-form";
import { packShortfallText } from "@/features/packs/pack-availability";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { siteOrigin } from "@/features/catalogue/origin";
import { PackCards } from "@/features/catalogue/pack-cards";
import { ProductTile } from "@/features/catalogue/product-tile";
import { toProductTile } from "@/features/catalogue/product-tile-model";
import styles from "@/features/catalogue/catalogue.module.css";
import { pageMetadata } from "@/features/content/metadata";
import { getT } from "@/i18n/server";
import { readPack, readPackTheme } from "@/lib/api/catalogue";
import { eurosToCents, formatCents } from "@/lib/format/price";
import { typesetFrench } from "@cabas/contracts/french-typography";

type Props = { params: Promise<{ slug: string }> };

const load = async ({ params }: Props) => {
  const { slug } = await params;
  const pack = await readPack(slug);
  if (pack) return { kind: "pack" as const, slug, pack };
  const theme = await readPackTheme(slug);
  if (theme?.theme) return { kind: "theme" as const, slug, theme: theme.theme, packs: theme.packs };
  notFound();
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [page, t] = await Promise.all([load(props), getT()]);
  const title = page.kind === "pack" ? page.pack.name : page.theme.name;
  const description =
    (page.kind === "pack" ? page.pack.description : page.theme.description) ?? t("catalogue.packs-description");
  return pageMetadata({ title, description, path: `/packs/${page.slug}` });
}

export default async function PackPage(props: Props) {
  const [page, t, origin] = await Promise.all([load(props), getT(), siteOrigin()]);
  const packs = { name: t("catalogue.packs-title"), path: "/packs" };
  if (page.kind === "theme") {
    return (
      <div className={`page ${styles.page}`}>
        <Breadcrumb crumbs={[packs, { name: page.theme.name, path: `/packs/${page.slug}` }]} origin={origin} t={t} />
        <h1 className={styles.title}>{page.theme.name}</h1>
        {page.theme.description && <p className={styles.lead}>{typesetFrench(page.theme.description)}</p>}
        <PackCards packs={page.packs} t={t} />
      </div>
    );
  }
  const { pack } = page;
  const crumbs = [
    packs,
    ...(pack.theme ? [{ name: pack.theme.name, path: `/packs/${pack.theme.slug}` }] : []),
    { name: pack.name, path: `/packs/${pack.slug}` },
  ];
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={crumbs} origin={origin} t={t} />
      <h1 className={styles.title}>{pack.name}</h1>
      <p className={styles.lead}>{typesetFrench(pack.description)}</p>
      <p>
        <strong>
          {t("catalogue.pack-price", {
            price: formatCents(eurosToCents(pack.price)),
            regular: formatCents(eurosToCents(pack.regularPrice)),
          })}
        </strong>{" "}
        · {t("catalogue.pack-discount", { percent: pack.discountPercent })}
      </p>
      {pack.unavailable.length === 0 ? (
        <PackBasketForm slug={pack.slug} label={t("catalogue.pack-add", { name: pack.name })} />
      ) : (
        // Said before any click, and no button to press (with or without JavaScript): buyPack would refuse it. A
        // product not sold here, recalled, out of stock or with fewer left than the pack holds (getPack's rule).
        <p role="status" className={styles.lead}>
          {t("catalogue.pack-unavailable-now")}&nbsp;: {packShortfallText(pack.unavailable, t)}.
        </p>
      )}
      <section className={styles.section} aria-labelledby="pack-contents">
        <h2 id="pack-contents">{t("catalogue.pack-contents")}</h2>
        <ul className={styles.grid}>
          {pack.items.map((item) => (
            <li key={item.product.id}>
              <p>{t("catalogue.pack-quantity", { quantity: item.quantity })}</p>
              <ProductTile product={toProductTile(item.product)} t={t} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
