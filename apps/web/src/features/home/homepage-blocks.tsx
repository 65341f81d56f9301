// The home page's blocks (getHomepage): hero, reassurance, categories, products, recipes, packs, banner and text.
import type { TFunction } from "i18next";
import Link from "next/link";
import type { HomepageBlock } from "@cabas/contracts";
import { eurosToCents, formatCents } from "../../lib/format/price.ts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { Markdown } from "../../lib/markdown/markdown.tsx";
import { Button } from "../../ui/button/button.tsx";
import { ChevronRightIcon } from "../../ui/icons/icons.tsx";
import { ProductGrid } from "../catalogue/product-grid.tsx";
import styles from "./home.module.css";
import { CARD_COLUMNS, CATEGORY_COLUMNS, PRODUCT_COLUMNS, deferredGrid } from "./section-placeholder.ts";
import { formatDuration } from "../../lib/format/duration.ts";

type Block<T extends HomepageBlock["type"]> = Extract<HomepageBlock, { type: T }>;

const iconUrl = (icon: string) => `/media/produits/${encodeURIComponent(icon)}.svg`;

function Icon({ name, size }: { name: string | null; size: number }) {
  if (!name) return null;
  // eslint-disable-next-line @next/next/no-img-element -- small SVG icons with fixed size
  return <img src={iconUrl(name)} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}

function SectionTitle({ id, title, href, t }: { id: string; title: string; href?: string; t: TFunction }) {
  return (
    <div className={styles.sectionHead}>
      <h2 id={id} className={styles.sectionTitle}>
        {typesetFrench(title)}
      </h2>
      {href && (
        <Link href={href} prefetch={false} className={styles.seeAll}>
          {t("home.see-all")}
          <span className="visually-hidden">&nbsp;: {typesetFrench(title)}</span>
          <ChevronRightIcon size={16} />
        </Link>
      )}
    </div>
  );
}

function Hero({ block, isFirst }: { block: Block<"hero">; isFirst: boolean }) {
  const Heading = isFirst ? "h1" : "h2";
  return (
    <section className={styles.hero} aria-labelledby={`block-${block.id}`}>
      <div className={styles.heroText}>
        {block.title && <p className={styles.eyebrow}>{typesetFrench(block.title)}</p>}
        <Heading id={`block-${block.id}`} className={styles.heroHeading}>
          {typesetFrench(block.heading)}
        </Heading>
        <p className={styles.heroLead}>{typesetFrench(block.text)}</p>
        {block.cta && (
          <Button href={block.cta.href} size="big" className={styles.heroCta}>
            {block.cta.label}
          </Button>
        )}
      </div>
      <div className={styles.heroArt} aria-hidden="true">
        {["red-apple", "carrot", "cheese-wedge", "baguette-bread", "leafy-green", "croissant"].map((icon, i) => (
          // Decorative: low priority, so React does not preload them ahead of the styles and scripts on slow networks.
          // eslint-disable-next-line @next/next/no-img-element -- decorative SVG icons
          <img key={icon} src={iconUrl(icon)} alt="" width={72} height={72} fetchPriority="low" className={styles[`heroIcon${i}`]} />
        ))}
      </div>
    </section>
  );
}

function Reassurance({ block }: { block: Block<"reassurance"> }) {
  return (
    <section className={styles.reassurance} aria-label={block.title ?? undefined}>
      {block.title && <h2 className="visually-hidden">{typesetFrench(block.title)}</h2>}
      <ul>
        {block.items.map((item) => (
          <li key={item.title}>
            <Icon name={item.icon} size={40} />
            <div>
              <h3>{typesetFrench(item.title)}</h3>
              <p>{typesetFrench(item.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Categories({ block, t }: { block: Block<"categories">; t: TFunction }) {
  const id = `block-${block.id}`;
  return (
    <section className={`${styles.section} ${styles.categoryRows}`} {...deferredGrid(block.categories.length, CATEGORY_COLUMNS)} aria-labelledby={id}>
      <SectionTitle id={id} title={block.title ?? t("header.categories")} href="/catalogue" t={t} />
      <ul className={styles.categoryGrid}>
        {block.categories.map((category) => (
          <li key={category.id}>
            <Link href={`/catalogue/${category.slug}`} prefetch={false} className={styles.categoryCard}>
              <Icon name={category.icon} size={48} />
              <span>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Products({ block, t, eager }: { block: Block<"products">; t: TFunction; eager: boolean }) {
  const id = `block-${block.id}`;
  return (
    <section className={`${styles.section} ${styles.productRows}`} {...deferredGrid(block.products.length, PRODUCT_COLUMNS)} aria-labelledby={id}>
      <SectionTitle id={id} title={block.title ?? t("home.title")} t={t} />
      <ProductGrid products={block.products} t={t} eager={eager} />
    </section>
  );
}

function Recipes({ block, t }: { block: Block<"recipes">; t: TFunction }) {
  const id = `block-${block.id}`;
  return (
    <section className={`${styles.section} ${styles.cardRows}`} {...deferredGrid(block.recipes.length, CARD_COLUMNS)} aria-labelledby={id}>
      <SectionTitle id={id} title={block.title ?? ""} href="/recettes/" t={t} />
      <ul className={styles.cardGrid}>
        {block.recipes.map((recipe) => (
          <li key={recipe.id} className={styles.card}>
            <div className={styles.cardMedia}>
              <Icon name={recipe.icon} size={64} />
            </div>
            <h3>
              <Link href={`/recettes/${recipe.slug}`} prefetch={false} className={styles.cardLink}>
                {recipe.name}
              </Link>
            </h3>
            <p className={styles.cardText}>{typesetFrench(recipe.description)}</p>
            <p className={styles.cardMeta}>
              {t("home.recipe-meta", {
                duration: formatDuration(recipe.totalMinutes),
                difficulty: recipe.difficulty,
                servings: recipe.servings,
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Packs({ block, t }: { block: Block<"packs">; t: TFunction }) {
  const id = `block-${block.id}`;
  return (
    <section className={`${styles.section} ${styles.cardRows}`} {...deferredGrid(block.packs.length, CARD_COLUMNS)} aria-labelledby={id}>
      <SectionTitle id={id} title={block.title ?? ""} href="/packs" t={t} />
      <ul className={styles.cardGrid}>
        {block.packs.map((pack) => {
          const price = eurosToCents(pack.price);
          const regular = eurosToCents(pack.regularPrice);
          return (
            <li key={pack.id} className={styles.card}>
              <div className={styles.cardMedia}>
                <Icon name={pack.icon} size={64} />
              </div>
              <h3>
                <Link href={`/packs/${pack.slug}`} prefetch={false} className={styles.cardLink}>
                  {pack.name}
                </Link>
              </h3>
              <p className={styles.cardText}>{typesetFrench(pack.description)}</p>
              <p className={styles.cardMeta}>
                {t("home.pack-items", { count: pack.itemCount })}
                {/* On the same line, so the card keeps its height; the reason is on the pack's page and list. */}
                {pack.unavailable.length > 0 && (
                  <>
                    {" · "}
                    <span className={styles.unavailable}>{t("catalogue.pack-unavailable")}</span>
                  </>
                )}
              </p>
              <p className={styles.packPrice}>
                <strong>{formatCents(price)}</strong>
                {regular > price && (
                  <span className={styles.packRegular}>
                    <span className="visually-hidden">
                      {t("product.regular-price", { price: formatCents(regular) })}
                    </span>
                    <s aria-hidden="true">{formatCents(regular)}</s>
                  </span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Banner({ block }: { block: Block<"banner"> }) {
  const id = `block-${block.id}`;
  return (
    <section className={styles.banner} aria-labelledby={id}>
      <div>
        {block.title && <p className={styles.eyebrow}>{typesetFrench(block.title)}</p>}
        <h2 id={id}>{typesetFrench(block.heading)}</h2>
        <p>{typesetFrench(block.text)}</p>
      </div>
      {block.link && (
        <Button href={block.link.href} variant="secondary" size="big">
          {block.link.label}
        </Button>
      )}
    </section>
  );
}

function TextBlock({ block }: { block: Block<"text"> }) {
  return (
    <section className={styles.section} aria-label={block.title ?? undefined}>
      {block.title && <h2 className={styles.sectionTitle}>{typesetFrench(block.title)}</h2>}
      <Markdown source={block.body} />
    </section>
  );
}

/** Lists with nothing in them (no promotion this week, say) are left out rather than shown empty. */
const hasContent = (block: HomepageBlock): boolean => {
  switch (block.type) {
    case "products":
      return block.products.length > 0;
    case "categories":
      return block.categories.length > 0;
    case "recipes":
      return block.recipes.length > 0;
    case "packs":
      return block.packs.length > 0;
    case "reassurance":
      return block.items.length > 0;
    default:
      return true;
  }
};

export function HomepageBlocks({ blocks, t }: { blocks: HomepageBlock[]; t: TFunction }) {
  const visible = blocks.filter(hasContent);
  const firstHero = visible.find((b) => b.type === "hero");
  const firstProducts = visible.find((b) => b.type === "products");
  return (
    <>
      {!firstHero && <h1 className="visually-hidden">{t("home.title")}</h1>}
      {visible.map((block) => {
        switch (block.type) {
          case "hero":
            return <Hero key={block.id} block={block} isFirst={block === firstHero} />;
          case "reassurance":
            return <Reassurance key={block.id} block={block} />;
          case "categories":
            return <Categories key={block.id} block={block} t={t} />;
          case "products":
            return <Products key={block.id} block={block} t={t} eager={block === firstProducts} />;
          case "recipes":
            return <Recipes key={block.id} block={block} t={t} />;
          case "packs":
            return <Packs key={block.id} block={block} t={t} />;
          case "banner":
            return <Banner key={block.id} block={block} />;
          case "text":
            return <TextBlock key={block.id} block={block} />;
        }
      })}
    </>
  );
}
