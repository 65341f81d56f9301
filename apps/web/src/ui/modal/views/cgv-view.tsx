"use client";
// CGV view: the terms of sale page from the web-service.
import { useT } from "../../../i18n/client.tsx";
import { CGV_SLUG } from "./cgv-slug.ts";
import { StaticPageDialog } from "./static-page-dialog.tsx";

export default function CgvView() {
  const t = useT();
  return <StaticPageDialog slug={CGV_SLUG} title={t("modal.cgv-title")} error={t("modal.cgv-error")} fullPage={t("modal.cgv-full-page")} />;
}
