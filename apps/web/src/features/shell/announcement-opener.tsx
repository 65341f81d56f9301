"use client";
// Shows the network announcement (CORA_AUCHAN) once per visitor: a cookie remembers that it was shown.
import { useEffect } from "react";
import { useModal } from "../../ui/modal/modal-context.ts";
import type { AnnouncementPayload } from "../../ui/modal/modal-views.ts";
import { ANNOUNCEMENT_COOKIE, ANNOUNCEMENT_COOKIE_MAX_AGE_S } from "./announcement-cookie.ts";

export function AnnouncementOpener({ announcement }: { announcement: AnnouncementPayload }) {
  const { openModal } = useModal();
  useEffect(() => {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${ANNOUNCEMENT_COOKIE}=${encodeURIComponent(announcement.key)}; Max-Age=${ANNOUNCEMENT_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
    openModal("CORA_AUCHAN", announcement);
  }, [announcement, openModal]);
  return null;
}
