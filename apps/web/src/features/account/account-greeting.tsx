"use client";
// The header's account label on a shared page (ADR 0032): the page was rendered without knowing who the shopper
// is, so the browser asks the web-service (`me`) and greets them by name, or sends an expired session home as
// the root layout does for a page rendered for one visitor.
import { useEffect, useState } from "react";
import { useT } from "../../i18n/client.tsx";
import { fetchCall } from "../../lib/api/browser.ts";
import { currentUserFrom } from "./current-user-status.ts";
import { SESSION_EXPIRED_PATH } from "./paths.ts";
import type { UserEntity } from "@cabas/contracts";

export function AccountGreeting({ label }: { label: string }) {
  const t = useT();
  const [prenom, setPrenom] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchCall<{ user: UserEntity }>("me", {}, controller.signal)
      .then((result) => {
        const current = currentUserFrom(result);
        if (current.status === "signed-in") setPrenom(current.user.prenom);
        else if (current.status === "expired") window.location.replace(SESSION_EXPIRED_PATH);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return <>{prenom ? t("account.hello", { prenom }) : label}</>;
}
