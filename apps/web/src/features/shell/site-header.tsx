// The site header: logo, product search (a plain GET form), postal code, account, basket and aisles.
import Link from "next/link";
import { cookies, headers } from "next/headers";
import { getCategoryTree } from "../../lib/api/catalogue.ts";
import { getT } from "../../i18n/server.ts";
import { BasketIcon, PinIcon, SearchIcon, UserIcon } from "../../ui/icons/icons.tsx";
import { SearchCombobox } from "../catalogue/search-combobox.tsx";
import { SEARCH_TEXT_HEADER, searchTextFromHeader } from "../catalogue/header-search-text.ts";
import { getCurrentUser } from "../account/current-user.ts";
import { PendingModalOpener, PostalCodeChip } from "../account/header-session.tsx";
import { AccountGreeting } from "../account/account-greeting.tsx";
import { AccountLinkPending } from "../account/account-link-pending.tsx";
import { SHARED_RENDER_HEADER } from "../../server/shared-render.ts";
import { ImpersonationBanner } from "../account/impersonation-banner.tsx";
import { PENDING_MODAL_COOKIE } from "../account/paths.ts";
import { WELCOME_MESSAGE_COOKIE, welcomeMessageOf } from "../account/welcome-notice.ts";
import { BasketButton } from "../basket/basket-button.tsx";
import { CategoryNav } from "./category-nav.tsx";
import { HeaderFrame } from "./header-frame.tsx";
import { Logo } from "./logo.tsx";
import styles from "./site-header.module.css";

export async function SiteHeader() {
  const [t, jar, requestHeaders, categories, current] = await Promise.all([getT(), cookies(), headers(), getCategoryTree(), getCurrentUser()]);
  const prenom = current.status === "signed-in" ? current.user.prenom : null;
  // A page shared by shoppers with an account (ADR 0032): the browser greets this one by name.
  const greetInBrowser = requestHeaders.get(SHARED_RENDER_HEADER) === "account";
  const pendingModal = jar.get(PENDING_MODAL_COOKIE)?.value;
  const welcome = pendingModal === "BIENVENUE" ? welcomeMessageOf(jar.get(WELCOME_MESSAGE_COOKIE)?.value) : null;
  const rawCp = jar.get("CP")?.value;
  const cp = rawCp && /^\d{5}$/.test(rawCp) ? rawCp : null;

  return (
    <HeaderFrame aisles={<CategoryNav categories={categories.map(({ slug, name }) => ({ slug, name }))} t={t} />} banner={<ImpersonationBanner />}>
      {pendingModal && /^[A-Z_]{2,40}$/.test(pendingModal) && <PendingModalOpener view={pendingModal} payload={welcome ? { message: welcome } : undefined} />}
      <div className={styles.bar}>
        <Link href="/" className={styles.logo} aria-label={t("header.home")}>
          <Logo wordClassName={styles.logoWord} />
        </Link>

        <form action="/recherche" method="get" role="search" className={styles.search}>
          <label htmlFor="header-search" className="visually-hidden">
            {t("header.search-label")}
          </label>
          <SearchCombobox
            inputClassName={styles.searchInput}
            placeholder={t("header.search-placeholder")}
            initialText={searchTextFromHeader(requestHeaders.get(SEARCH_TEXT_HEADER))}
          />
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
            <span className={styles.actionLabel}>
              {greetInBrowser ? <AccountGreeting label={t("header.account")} /> : prenom ? t("account.hello", { prenom }) : t("header.account")}
            </span>
            <AccountLinkPending label={t("account.loading")} />
          </Link>
          <BasketButton
            className={styles.basket}
            iconClassName={styles.basketIcon}
            badgeClassName={styles.badge}
            textClassName={styles.basketText}
            labelClassName={styles.actionLabel}
            totalClassName={styles.basketTotal}
            icon={<BasketIcon size={22} />}
          />
        </div>
      </div>
    </HeaderFrame>
  );
}
