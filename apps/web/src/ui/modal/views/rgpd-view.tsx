"use client";
// RGPD view: how Cabas processes personal data (RGPD art. 13), shown where they are collected (sign-up).
import { RGPD_SLUG } from "./rgpd-slug.ts";
import { StaticPageDialog } from "./static-page-dialog.tsx";

export default function RgpdView() {
  return (
    <StaticPageDialog
      slug={RGPD_SLUG}
      title="Vos données personnelles"
      error="La politique de protection des données n'a pas pu être chargée."
      fullPage="Ouvrir la page «&nbsp;Données personnelles&nbsp;»"
    />
  );
}
