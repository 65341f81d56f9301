"use client";
// CORA_AUCHAN view: the network announcement configured by the shop, when a script opens it (the layout shows
// it from the first HTML on a first visit, with the same panel).
import { useT } from "../../../i18n/client.tsx";
import type { AnnouncementPayload } from "../modal-views.ts";
import { AnnouncementPanel } from "./announcement-panel.tsx";

export default function AnnouncementView(props: AnnouncementPayload) {
  const t = useT();
  return <AnnouncementPanel {...props} dismissLabel={t("modal.announcement-dismiss")} />;
}
