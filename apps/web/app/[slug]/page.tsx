// The product page: everything French law and a careful shopper want before buying.
import { BasketStepper } from "@/features/basket/basket-stepper";
import type { Metadata } from "next";
import Link from "next/link";
import { AlcoholNotice } from "@/features/catalogue/alcohol-notice";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { JsonLd } from "@/features/catalogue/json-ld-script";
import { productCrumbs, productJsonLd } from "@/features/catalogue/json-ld";
import { NutriScore } from "@/features/catalogue/nutri-score";
import { FavouriteLink } from "@/features/lists/favourite-link";
import { ReservationWaitlist } from "@/features/reservation-waitlist/reservation-waitlist";
import { siteOrigin } from "@/features/catalogue/origin";
import { ProductGrid } from "@/features/catalogue/product-grid";
import { referencePriceLine } from "@/features/catalogue/product-tile-model";
import { nutritionBasis, nutritionRows, productTitle, stockNotice, toProductView } from "@/features/catalogue/product-view";
import styles from "@/features/catalogue/product-page.module.css";
import { readProductReviews } from "@/features/reviews/review-data";
import { ProductRatingLink, ProductReviews } from "@/features/reviews/review-parts";
import { reviewsJsonLd } from "@/features/reviews/reviews-json-ld";
import { getT } from "@/i18n/server";
import { productOfPage, readAssociated } from "@/lib/api/catalogue";
import { getSettings } from "@/lib/api/content";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { formatCents, formatDate, unitLabel, unitPriceRepeatsPrice } from "@/lib/format/price";
import { ViewLink } from "@/ui/modal/view-link";

type Props = { params: Promise<{ slug: string }> };

const load = ({ params }: Props) => productOfPage(params);

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [product, t, settings] = await Promise.all([load(props), getT(), getSettings()]);
  const title = productTitle(product.name, product.brand);
  const description = product.description || t("product.description-fallback", { name: product.name });
  const path = `/${product.slug}`;
  const image = product.media[0]?.url ?? product.image.url ?? settings.socialImage;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: "website", locale: "fr_FR", siteName: "Cabas", images: [{ url: image }] },
    twitter: { card: "summary", title, description, images: [image] },
  };
}

export default async function ProductPage(props: Props) {
  const [product, t, origin] = await Promise.all([load(props), getT(), siteOrigin()]);
  const [associated, reviews] = await Promise.all([readAssociated(product.id), readProductReviews(product.id)]);
  const view = toProductView(product);
  const notice = stockNotice(view.available, product.recalled, product.isReservable);
  const reference = referencePriceLine(view);
  const price = formatCents(view.priceCents);
  const unitPrice = t("product.unit-price", { price: formatCents(view.unitPriceCents), unit: unitLabel(product.unitPrice.unit) });

  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb
        crumbs={productCrumbs(product)}
        origin={origin}
        t={t}
      />
      <JsonLd data={{ ...productJsonLd(origin, product), ...reviewsJsonLd(reviews) }} />

      {product.recalled && (
        <div className={styles.recall} role="alert">
          <p>{t("product.recalled")}</p>
          <ViewLink href="/rappels-produits" target={{ view: "RAPPEL_PRODUITS" }}>
            {t("product.recalled-link")}
          </ViewLink>
        </div>
      )}

      <div className={styles.top}>
        <div className={styles.gallery}>
          {/* A link to the images page, the gallery dialog once scripts run (ADR 0034). */}
          <ViewLink
            href={`/${product.slug}/images`}
            className={styles.galleryButton}
            target={{
              view: "MEDIA_GALLERY",
              payload: { name: product.name, media: product.media.length ? product.media : [product.image] },
            }}
          >
            <span className="visually-hidden">{t("product.gallery", { name: product.name })}</span>
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG icons, no optimisation needed */}
            <img src={view.imageUrl} alt="" width={280} height={280} fetchPriority="high" className={styles.image} />
          </ViewLink>
        </div>

        <div className={styles.summary}>
          {/* Typeset as shown only: the <title>, meta and JSON-LD keep the stored name, which machines read. */}
          <h1 className={styles.name}>{typesetFrench(product.name)}</h1>
          {product.brand && view.brandSlug && (
            <p className={styles.brand}>
              <Link href={`/marque/${view.brandSlug}`} prefetch={false}>
                {t("product.by-brand", { brand: product.brand })}
              </Link>
            </p>
          )}
          <p className={styles.quantity}>{view.netQuantity}</p>
          <ProductRatingLink reviews={reviews} />
          <ul className={styles.badges}>
            {view.isPromo && <li className={styles.promo}>{t("product.promo")}</li>}
            {product.isBio && <li className={styles.bio}>{t("product.bio")}</li>}
            {product.isNew && <li className={styles.new}>{t("product.new")}</li>}
          </ul>
          {view.nutriscore && <NutriScore grade={view.nutriscore} label={t("product.nutriscore", { grade: view.nutriscore })} />}

          <div className={styles.pricing}>
            <p className={view.isPromo ? `${styles.price} ${styles.pricePromo}` : styles.price}>
              {product.variableWeight ? (
                <>
                  {/* Screen readers hear « Prix au kilo », not a price then « barre kg ». */}
                  <span className="visually-hidden">{t("product.price-per-kg", { price })}</span>
                  <span aria-hidden="true">
                    {price}
                    <span className={styles.perKg}>/kg</span>
                  </span>
                </>
              ) : (
                price
              )}
            </p>
            {!unitPriceRepeatsPrice(product.variableWeight, product.unitPrice.unit) && <p className={styles.unitPrice}>{unitPrice}</p>}
            {reference && <p className={styles.reference}>{t(reference.key, reference.values)}</p>}
            {view.isPromo && product.promoEndsAt && (
              <p className={styles.until}>{t("product.promo-until", { date: formatDate(product.promoEndsAt) })}</p>
            )}
            {view.estimate && (
              <p className={styles.estimate}>
                {t("product.estimated", { price: formatCents(view.estimate.priceCents), weight: view.estimate.weight })}
              </p>
            )}
            {/* The stepper's disabled button already says « Indisponible »: this says why (a recall says it above). */}
            {notice === "product.reservations-full" ? (
              // Sold out to everyone on the shared page; the box puts the shopper's own button there while a place is
              // held for them (ADR 0123).
              <ReservationWaitlist
                productId={product.id}
                slug={product.slug}
                name={product.name}
                soldOut={
                  <>
                    <p className={styles.unavailable}>{t(notice)}</p>
                    <BasketStepper productId={product.id} name={product.name} available={view.available} stock={product.stock} size="big" />
                  </>
                }
              />
            ) : (
              <>
                {notice && <p className={notice === "product.reservable" ? undefined : styles.unavailable}>{t(notice)}</p>}
                <BasketStepper productId={product.id} name={product.name} available={view.available} stock={product.stock} size="big" />
              </>
            )}
            {product.alcoholic && <AlcoholNotice warning={t("product.alcohol-warning")} minors={t("product.alcohol-minors")} />}
            <p className={styles.listLink}>
              <FavouriteLink
                productId={product.id}
                slug={product.slug}
                name={product.name}
                className={styles.listLinkAnchor}
                text={{ add: t("product.add-to-list"), held: t("product.in-lists") }}
              />
            </p>
          </div>

          {product.mixMatch && (
            <div className={styles.offer}>
              <p>
                <strong>{t("product.mix-match")}</strong> — {typesetFrench(product.mixMatch.description)}
              </p>
              {/* The offer's page, its dialog once scripts run (ADR 0034). */}
              <ViewLink
                href={`/panachage/${product.mixMatch.slug}`}
                target={{ view: "PANACHAGE", payload: { id: product.mixMatch.id } }}
                className={styles.offerButton}
              >
                {t("product.mix-match-open", { name: typesetFrench(product.mixMatch.name) })}
              </ViewLink>
            </div>
          )}
          {product.producer && (
            <p>
              <strong>{t("product.producer")}{"\u00A0: "}</strong>
              <Link href={`/cabas/producteur/${product.producer.id}`} prefetch={false}>
                {t("product.producer-link", { name: product.producer.name, region: product.producer.region })}
              </Link>
            </p>
          )}
        </div>
      </div>

      <div className={styles.sections}>
        {product.description && (
          <section aria-labelledby="p-description">
            <h2 id="p-description">{t("product.description")}</h2>
            <p>{typesetFrench(product.description)}</p>
          </section>
        )}
        {product.ingredients && (
          <section aria-labelledby="p-ingredients">
            <h2 id="p-ingredients">{t("product.ingredients")}</h2>
            <p>{typesetFrench(product.ingredients)}</p>
          </section>
        )}
        <section aria-labelledby="p-allergens">
          <h2 id="p-allergens">{t("product.allergens")}</h2>
          {product.allergens.length > 0 ? (
            <ul className={styles.allergens}>
              {product.allergens.map((a) => (
                <li key={a.key}>{a.label}</li>
              ))}
            </ul>
          ) : (
            <p>{t("product.no-allergens")}</p>
          )}
          {product.traces.length > 0 && (
            <p>{t("product.traces", { list: product.traces.map((a) => a.label).join(", ") })}</p>
          )}
        </section>
        {product.nutrition && (
          <section aria-labelledby="p-nutrition">
            <h2 id="p-nutrition">{t("product.nutrition")}</h2>
            <table className={styles.nutrition}>
              <thead>
                <tr>
                  <th scope="col">{t("product.nutrient")}</th>
                  <th scope="col">{t("product.nutrition-per", { basis: nutritionBasis(product.nutritionBasis) })}</th>
                </tr>
              </thead>
              <tbody>
                {nutritionRows(product.nutrition).map((row) => (
                  <tr key={row.key} data-sub={row.sub || undefined}>
                    <th scope="row">{t(`product.${row.key}`)}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        <section aria-labelledby="p-details">
          <h2 id="p-details">{t("product.details")}</h2>
          <dl className={styles.details}>
            {product.origin && (
              <>
                <dt>{t("product.origin")}</dt>
                <dd>{typesetFrench(product.origin)}</dd>
              </>
            )}
            {product.storage && (
              <>
                <dt>{t("product.storage")}</dt>
                <dd>{typesetFrench(product.storage)}</dd>
              </>
            )}
            <dt>{t("product.net-quantity")}</dt>
            <dd>{view.netQuantity}</dd>
            <dt>{t("product.ean")}</dt>
            <dd>{product.ean13}</dd>
          </dl>
        </section>
        <ProductReviews reviews={reviews} />
      </div>

      {associated.length > 0 && (
        <section aria-labelledby="p-associated" className={styles.associated}>
          <h2 id="p-associated">{t("product.associated")}</h2>
          <ProductGrid products={associated} t={t} eager={false} />
        </section>
      )}
    </div>
  );
}
