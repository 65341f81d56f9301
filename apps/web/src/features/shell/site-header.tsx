// The site header: logo, product search (a plain GET form), postal code, account, basket and aisles.
import Link from "next/link";
import { cookies } from "next/headers";
import { getCategoryTree } from "../../lib/api/catalogue.ts";
import { formatCents } from "../../lib/format/price.ts";
import { getT } from "../../i18n/server.ts";
import { BasketIcon, PinIcon, SearchIcon, UserIcon } from "../../ui/icons/icons.tsx";
import { SearchCombobox } from "../catalogue/search-combobox.tsx";
import { getCurrentUser } from "../account/current-user.ts";
import { PendingModalOpener, PostalCodeChip } from "../account/header-session.tsx";
import { ImpersonationBanner } from "../account/impersonation-banner.tsx";
import { PENDING_MODAL_COOKIE } from "../account/paths.ts";
import { CategoryNav } from "./category-nav.tsx";
import { HeaderFrame } from "./header-frame.tsx";
import { Logo } from "./logo.tsx";
import styles from "./site-header.module.css";

export async function SiteHeader() {
  const [t, jar, categories, current] = await Promise.all([getT(), cookies(), getCategoryTree(), getCurrentUser()]);
  const prenom = current.status === "signed-in" ? current.user.prenom : null;
  const pendingModal = jar.get(PENDING_MODAL_COOKIE)?.value;
  const rawCp = jar.get("CP")?.value;
  const cp = rawCp && /^\d{5}$/.test(rawCp) ? rawCp : null;
  // The basket arrives with its own feature; until then the header shows an empty one.
  const basketCount = 0;
  const basketTotal = formatCents(0);

  return (
    <HeaderFrame>
      <ImpersonationBanner />
      {pendingModal && /^[A-Z_]{2,40}$/.test(pendingModal) && <PendingModalOpener view={pendingModal} />}
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} aria-label={t("header.home")}>
          <Logo />
        </Link>

        <form action="/recherche" method="get" role="search" className={styles.search}>
          <label htmlFor="header-search" className="visually-hidden">
            {t("header.search-label")}
          </label>
          <SearchCombobox inputClassName={styles.searchInput} placeholder={t("header.search-placeholder")} />
          <button type="submit" className={styles.searchButton} aria-label={t("header.search-submit")}>
            <SearchIcon size={20} />
          </button>
        </form>

        <div className={styles.actions}>
          <PostalCodeChip
            cp={cp}
            className={styles.chip}
            label={cp ? t("header.postal-code-change", { cp }) : t("header.postal-code-choose")}
          >
            <PinIcon size={18} />
            <span>{cp ?? t("header.postal-code")}</span>
          </PostalCodeChip>
          <Link href="/mon-compte" prefetch={false} className={styles.action}>
            <UserIcon size={22} />
            <span className={styles.actionLabel}>{prenom ? t("account.hello", { prenom }) : t("header.account")}</span>
          </Link>
          <Link
            href="/checkout/mon-panier"
            prefetch={false}
            className={styles.basket}
            aria-label={t("header.basket-summary", { count: basketCount, total: basketTotal })}
          >
            <span className={styles.basketIcon}>
              <BasketIcon size={22} />
              <span className={styles.badge}>{basketCount}</span>
            </span>
            <span className={styles.basketText}>
              <span className={styles.actionLabel}>{t("header.basket")}</span>
              <span className={styles.basketTotal}>{basketTotal}</span>
            </span>
          </Link>
        </div>
      </div>
      <CategoryNav categories={categories.map(({ slug, name }) => ({ slug, name }))} t={t} />
    </HeaderFrame>
  );
}
