// The site footer: corporate, shopping and legal links, and how to reach customer service.
import Link from "next/link";
import { getSettings } from "../../lib/api/content.ts";
import { getT } from "../../i18n/server.ts";
import { FOOTER_GROUPS } from "./footer-links.ts";
import { ViewLink } from "../../ui/modal/view-link.tsx";
import { Logo } from "./logo.tsx";
import styles from "./site-footer.module.css";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export async function SiteFooter() {
  const [t, settings] = await Promise.all([getT(), getSettings()]);
  const { phone, email } = settings.contact;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p>{t("footer.tagline")}</p>
          <h2 className={styles.heading}>{t("footer.help")}</h2>
          <ul className={styles.links}>
            <li>
              <Link href="/faq" prefetch={false}>
                {t("footer.links.faq")}
              </Link>
            </li>
            <li>
              <ViewLink href="/rappels-produits" target={{ view: "RAPPEL_PRODUITS" }}>
                {t("catalogue.recall-link")}
              </ViewLink>
            </li>
            <li>
              <a href={telHref(phone)}>{t("footer.contact-phone", { phone })}</a>
            </li>
            <li>
              <a href={`mailto:${email}`}>{t("footer.contact-email", { email })}</a>
            </li>
          </ul>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.titleKey} aria-labelledby={`footer-${group.titleKey}`} className={styles.group}>
            <h2 id={`footer-${group.titleKey}`} className={styles.heading}>
              {t(group.titleKey)}
            </h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.href}>
                  {link.view ? (
                    <ViewLink href={link.href} target={link.view}>
                      {t(`footer.links.${link.key}`)}
                    </ViewLink>
                  ) : (
                    <Link href={link.href} prefetch={false}>
                      {t(`footer.links.${link.key}`)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
