// Root layout: metadata from the site settings, French document, page shell, and the maintenance switch.
import type { Metadata, Viewport } from "next";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { ANNOUNCEMENT_COOKIE } from "@/features/shell/announcement-cookie";
import { AnnouncementSeen } from "@/features/shell/announcement-seen";
import { AnnouncementPanel } from "@/ui/modal/views/announcement-panel";
import { EventBar } from "@/features/shell/event-bar";
import { MaintenancePage } from "@/features/shell/maintenance-page";
import { Providers } from "@/features/shell/providers";
import { SiteFooter } from "@/features/shell/site-footer";
import { ScriptsCookie } from "@/features/shell/scripts-cookie";
import { SiteHeader } from "@/features/shell/site-header";
import { CLIENT_MESSAGE_KEYS } from "@/i18n/client-keys";
import { textDirection } from "@/i18n/config";
import { getClientMessages, getLocale, getT } from "@/i18n/server";
import { getAnnouncement, getSettings } from "@/lib/api/content";
import { getBasket } from "@/lib/api/basket";
import { getCurrentUser } from "@/features/account/current-user";
import { isActingAs } from "@/features/account/current-user-status";
import { SESSION_EXPIRED_PATH } from "@/features/account/paths";
import { SHARED_RENDER_HEADER } from "@/server/shared-render";
import { BASKET_FLASH_COOKIE, BASKET_FLASH_HEADER, flashOfRequest } from "@/features/basket/basket-flash";
import { NoScriptFlash } from "@/features/basket/no-script-flash";
import { heldPlacesForRender } from "@/features/reservation-waitlist/held-places-read";
import { SCRIPTS_COOKIE } from "@/features/shell/scripts-cookie-name";
import { RouteFocus } from "@/ui/focus/route-focus";
import { inter } from "@/ui/fonts";
import { uiPrefsFromCookies } from "@/ui/prefs/ui-prefs-store";
import "./globals.css";

const siteUrl = (canonical: string): URL => {
  try {
    return new URL(canonical);
  } catch {
    return new URL("http://localhost:3000");
  }
};

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings();
  return {
    metadataBase: siteUrl(settings.canonical),
    title: { default: settings.title, template: "%s | Cabas" },
    description: settings.description,
    applicationName: "Cabas",
    openGraph: {
      type: "website",
      locale: "fr_FR",
      siteName: "Cabas",
      title: settings.title,
      description: settings.description,
      images: [{ url: settings.socialImage }],
    },
    twitter: {
      card: "summary_large_image",
      title: settings.title,
      description: settings.description,
      images: [settings.socialImage],
    },
    icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }] },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

/** The specification's viewport blocks zoom; Cabas keeps zoom (WCAG 1.4.4), so no maximum-scale. */
export async function generateViewport(): Promise<Viewport> {
  const settings = await getSettings();
  return { width: "device-width", initialScale: 1, themeColor: settings.themeColor };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = getLocale();
  const [settings, jar, requestHeaders, t, messages, basket, current] = await Promise.all([
    getSettings(),
    cookies(),
    headers(),
    getT(),
    getClientMessages(CLIENT_MESSAGE_KEYS),
    getBasket(),
    getCurrentUser(),
  ]);
  // A session the web-service refused (closed on another device, expired): the visitor is sent home through the
  // route that clears it (spec §4) before anything is rendered, scripts or not, as account pages do (requireUser).
  if (current.status === "expired") redirect(SESSION_EXPIRED_PATH);
  // A page shared by shoppers with an account (ADR 0032) was rendered without knowing who: the browser finds out.
  const account = current.status === "signed-in" || requestHeaders.get(SHARED_RENDER_HEADER) === "account";
  const maintenance = settings.options.isUnderMaintenance;
  const [announcement, heldPlaces] = await Promise.all([
    maintenance ? null : getAnnouncement(),
    // Without scripts, the places waiting lists hold for the shopper come with the page (ADR 0131).
    heldPlacesForRender(current.status === "signed-in", jar.get(SCRIPTS_COOKIE)?.value === "1"),
  ]);
  const basketFlash = flashOfRequest(requestHeaders.get(BASKET_FLASH_HEADER), jar.get(BASKET_FLASH_COOKIE)?.value);
  const showAnnouncement = announcement !== null && jar.get(ANNOUNCEMENT_COOKIE)?.value !== announcement.key;

  return (
    <html lang={locale} dir={textDirection(locale)} className={inter.variable}>
      <body>
        <a href="#main-anchor" className="skip-link">
          {t("skip-link")}
        </a>
        <Providers
          messages={messages}
          prefs={uiPrefsFromCookies((name) => jar.get(name)?.value)}
          basket={basket}
          account={account}
          actingAs={isActingAs(current)}
          basketFlash={basketFlash}
          renderedPerimeter={jar.get("ID_PERIMETRE")?.value}
          heldPlaces={heldPlaces}
          initialModal={
            showAnnouncement
              ? {
                  view: "CORA_AUCHAN",
                  content: <AnnouncementPanel {...announcement} dismissLabel={t("modal.announcement-dismiss")} />,
                }
              : undefined
          }
        >
          <ScriptsCookie />
          {maintenance ? (
            <MaintenancePage text={settings.options.maintenance} />
          ) : (
            <>
              <EventBar />
              <SiteHeader />
              <main id="contenu" className="main">
                <div id="main-anchor" tabIndex={-1} />
                <NoScriptFlash raw={basketFlash} />
                {children}
              </main>
              <SiteFooter />
              <RouteFocus />
              {showAnnouncement && <AnnouncementSeen announcementKey={announcement.key} />}
            </>
          )}
        </Providers>
      </body>
    </html>
  );
}
