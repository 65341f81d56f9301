"use client";
// Header pieces that need the browser: the postal-code chip (a link to /code-postal that opens the
// CODE_POSTAL dialog when scripts run) and the opener of the modal a sign-in asked for.
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { useModal } from "../../ui/modal/modal-context.ts";
import type { ModalView } from "../../ui/modal/modal-views.ts";
import { PENDING_MODAL_COOKIE, POSTAL_CODE_PATH } from "./paths.ts";
import { WELCOME_MESSAGE_COOKIE } from "./welcome-notice.ts";

export function PostalCodeChip({ cp, className, label, children }: { cp: string | null; className?: string | undefined; label: string; children: ReactNode }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const { openModal } = useModal();
  return (
    <Link
      // Back to the same page with its query (a search, a filter, a page number), with or without scripts.
      href={`${POSTAL_CODE_PATH}?redirect=${encodeURIComponent(query ? `${pathname}?${query}` : pathname)}`}
      prefetch={false}
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openModal("CODE_POSTAL", { redirect: `${window.location.pathname}${window.location.search}`, current: cp });
      }}
    >
      {children}
    </Link>
  );
}

/** Opens once the modal named by the last sign-in (BIENVENUE…), with what it says (the welcome's words), then forgets it. */
export function PendingModalOpener({ view, payload }: { view: string; payload?: { message: string } | undefined }) {
  const { openModal } = useModal();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    document.cookie = `${PENDING_MODAL_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    document.cookie = `${WELCOME_MESSAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    (openModal as (name: ModalView, payload?: unknown) => void)(view as ModalView, payload);
  }, [view, payload, openModal]);
  return null;
}

