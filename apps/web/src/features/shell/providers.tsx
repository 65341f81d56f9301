"use client";
// Client-side context of every page: texts, UI preferences, toasts, side drawer, basket, favourites, places held by
// waiting lists, modal host and the page's polite announcer.
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import type { Basket } from "@cabas/contracts";
import { ActingAsProvider } from "../account/acting-as-context.tsx";
import { BasketProvider } from "../basket/basket-context.tsx";
import { CartDrawer } from "../basket/cart-drawer.tsx";
import { drawerRestored } from "../basket/drawer-restore.ts";
import { FavouritesProvider } from "../lists/favourites-context.tsx";
import { HeldPlacesProvider, type HeldPlacesRead } from "../reservation-waitlist/held-places-context.tsx";
import { ClientMessagesProvider } from "../../i18n/client.tsx";
import { LiveAnnouncer } from "../../ui/announce/live-announcer.tsx";
import { DrawerProvider } from "../../ui/drawer/drawer-host.tsx";
import { ModalProvider, type InitialModal } from "../../ui/modal/modal-host.tsx";
import { UiPrefsProvider } from "../../ui/prefs/ui-prefs.tsx";
import type { UiPrefs } from "../../ui/prefs/ui-prefs-store.ts";
import { ToastProvider } from "../../ui/toast/toaster.tsx";

export function Providers({
  messages,
  prefs,
  basket = null,
  account = false,
  actingAs = false,
  initialModal,
  basketFlash,
  renderedPerimeter,
  heldPlaces,
  children,
}: {
  messages: Record<string, string>;
  prefs: Partial<UiPrefs>;
  /** The visitor's basket as the server read it, so the first HTML already shows it. */
  basket?: Basket | null;
  /** Whether the shopper may have an account, whose favourites the browser then reads. */
  account?: boolean;
  /** A staff member acting as the customer (login-as): forms only the customer sends give way to a notice. */
  actingAs?: boolean;
  /** A dialog open from the first HTML (the network announcement on a first visit). */
  initialModal?: InitialModal | undefined;
  /** A basket form's outcome for this page (its cookie is expired by the proxy as this page loads). */
  basketFlash?: string | undefined;
  /** The ID_PERIMETRE cookie this page was rendered with (ADR 0071). */
  renderedPerimeter?: string | undefined;
  /** The places waiting lists hold for a signed-in shopper, read by the server for a page rendered without scripts (ADR 0131). */
  heldPlaces?: HeldPlacesRead | undefined;
  children: ReactNode;
}) {
  // Read for the first render only (the store is made once per page load): a drawer left open is not opened again
  // on a checkout page.
  const pathname = usePathname();
  const initialPrefs = { ...prefs, cartDrawerVisible: drawerRestored(prefs.cartDrawerVisible, pathname) };
  return (
    <ClientMessagesProvider messages={messages}>
      <UiPrefsProvider initial={initialPrefs}>
        <ToastProvider>
          <DrawerProvider>
            <BasketProvider initial={basket} flash={basketFlash} renderedPerimeter={renderedPerimeter}>
              <FavouritesProvider account={account}>
                <HeldPlacesProvider account={account} initial={heldPlaces}>
                  <ActingAsProvider value={actingAs}>
                    <ModalProvider initial={initialModal}>
                      <LiveAnnouncer>{children}</LiveAnnouncer>
                      <CartDrawer />
                    </ModalProvider>
                  </ActingAsProvider>
                </HeldPlacesProvider>
              </FavouritesProvider>
            </BasketProvider>
          </DrawerProvider>
        </ToastProvider>
      </UiPrefsProvider>
    </ClientMessagesProvider>
  );
}
