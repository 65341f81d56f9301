"use client";
// The network announcement (CORA_AUCHAN) shows once per visitor: the layout renders it open in the first HTML
// (so it paints with the page, not after the scripts), and this remembers in a cookie that it was shown.
// Without JavaScript the cookie is never written, so the announcement stays hidden (see the noscript rule).
import { useEffect } from "react";
import { ANNOUNCEMENT_COOKIE, ANNOUNCEMENT_COOKIE_MAX_AGE_S } from "./announcement-cookie.ts";

export function AnnouncementSeen({ announcementKey }: { announcementKey: string }) {
  useEffect(() => {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${ANNOUNCEMENT_COOKIE}=${encodeURIComponent(announcementKey)}; Max-Age=${ANNOUNCEMENT_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  }, [announcementKey]);
  return (
    <noscript>
      <style>{`dialog[data-view="CORA_AUCHAN"]{display:none}`}</style>
    </noscript>
  );
}
