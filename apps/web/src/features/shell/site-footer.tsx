// The site footer: corporate, shopping and legal links, and how to reach customer service.
import Link from "next/link";
import { getSettings } from "../../lib/api/content.ts";
import { getT } from "../../i18n/server.ts";
import { FOOTER_GROUPS, HELP_LINKS, type FooterLink } from "./content-pages.ts";
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
            {HELP_LINKS.map((link) => (
              <li key={link.href}>
                <FooterAnchor link={link} label={t(link.label)} />
              </li>
            ))}
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
                  <FooterAnchor link={link} label={t(link.label)} />
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

/** A footer link: a dialog's link when it opens one with JavaScript, else a plain link. */
function FooterAnchor({ link, label }: { link: FooterLink; label: string }) {
  return link.view ? (
    <ViewLink href={link.href} target={link.view}>
      {label}
    </ViewLink>
  ) : (
    <Link href={link.href} prefetch={false}>
      {label}
    </Link>
  );
}
