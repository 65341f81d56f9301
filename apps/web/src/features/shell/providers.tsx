"use client";
// Client-side context of every page: texts, UI preferences, toasts, side drawer and modal host.
import type { ReactNode } from "react";
import { ClientMessagesProvider } from "../../i18n/client.tsx";
import { DrawerProvider } from "../../ui/drawer/drawer-host.tsx";
import { ModalProvider } from "../../ui/modal/modal-host.tsx";
import { UiPrefsProvider } from "../../ui/prefs/ui-prefs.tsx";
import type { UiPrefs } from "../../ui/prefs/ui-prefs-store.ts";
import { ToastProvider } from "../../ui/toast/toaster.tsx";

export function Providers({
  messages,
  prefs,
  children,
}: {
  messages: Record<string, string>;
  prefs: Partial<UiPrefs>;
  children: ReactNode;
}) {
  return (
    <ClientMessagesProvider messages={messages}>
      <UiPrefsProvider initial={prefs}>
        <ToastProvider>
          <DrawerProvider>
            <ModalProvider>{children}</ModalProvider>
          </DrawerProvider>
        </ToastProvider>
      </UiPrefsProvider>
    </ClientMessagesProvider>
  );
}
