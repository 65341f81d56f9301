// Filters (bio, promo, nouveautés, marque) and sort as a GET form: works without JavaScript.
import type { BrandFacet } from "@cabas/contracts";
import type { TFunction } from "i18next";
import Link from "next/link";
import { brandOptions } from "./brand-options.ts";
import { listHref, SORT_CHOICES, sortValue, withChange, type ListQuery } from "./list-query.ts";
import styles from "./catalogue.module.css";

export function ListControls({
  path,
  query,
  brands,
  shownBrands = [],
  t,
  extra = {},
  brandKey = "marque",
  flags = true,
}: {
  path: string;
  query: ListQuery;
  brands: BrandFacet[];
  /** The brands of the tiles shown: always offered, however few their products. */
  shownBrands?: readonly (string | null)[];
  t: TFunction;
  extra?: Record<string, string>;
  brandKey?: string;
  flags?: boolean;
}) {
  const active = query.bio || query.promo || query.new || query.brand !== null;
  const offered = brandOptions(brands, shownBrands, query.brand);
  return (
    // Keyed on the query: a client-side navigation (a link, "Effacer les filtres") resets the fields' defaults.
    <form
      key={listHref(path, query, extra, brandKey)}
      method="get"
      action={path}
      className={styles.controls}
      aria-label={t("catalogue.filters")}
    >
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* A brand chosen elsewhere on the page (the search's facet links): sorting keeps it. */}
      {brands.length === 0 && query.brand !== null && <input type="hidden" name={brandKey} value={query.brand} />}
      {flags && (
        <fieldset className={styles.flags}>
          <legend className="visually-hidden">{t("catalogue.filters")}</legend>
          <label>
            <input type="checkbox" name="bio" value="1" defaultChecked={query.bio} /> {t("catalogue.filter-bio")}
          </label>
          <label>
            <input type="checkbox" name="promo" value="1" defaultChecked={query.promo} /> {t("catalogue.filter-promo")}
          </label>
          <label>
            <input type="checkbox" name="nouveautes" value="1" defaultChecked={query.new} />{" "}
            {t("catalogue.filter-new")}
          </label>
        </fieldset>
      )}
      {brands.length > 0 && (
        <label className={styles.select}>
          <span>{t("catalogue.brand")}</span>
          <select name={brandKey} defaultValue={query.brand ?? ""} aria-describedby={offered.leftOut > 0 ? "brand-more" : undefined}>
            <option value="">{t("catalogue.all-brands")}</option>
            {offered.options.map((b) => (
              <option key={b.slug} value={b.slug}>
                {t("catalogue.brand-count", { name: b.name, count: b.count })}
              </option>
            ))}
          </select>
        </label>
      )}
      {offered.leftOut > 0 && (
        <p id="brand-more" className={styles.brandMore}>
          {t("catalogue.brand-more", { count: offered.leftOut })}
        </p>
      )}
      <label className={styles.select}>
        <span>{t("catalogue.sort")}</span>
        <select name="tri" defaultValue={sortValue(query)}>
          {SORT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`catalogue.sort-${choice}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.apply}>
        {t("catalogue.apply")}
      </button>
      {active && (
        <Link
          href={listHref(path, withChange(query, { bio: false, promo: false, new: false, brand: null }), extra, brandKey)}
          prefetch={false}
          className={styles.reset}
        >
          {t("catalogue.reset")}
        </Link>
      )}
    </form>
  );
}
