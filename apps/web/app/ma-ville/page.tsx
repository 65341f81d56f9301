// Deliverable zones: the "ma-ville" page text, then perimeters → départements → communes (getZonesLivrables).
import type { Metadata } from "next";
import { pageMetadata } from "@/features/content/metadata";
import { PageHeader } from "@/features/content/page-header";
import { StaticPageView } from "@/features/content/static-page-view";
import { ZonesList } from "@/features/delivery/zones-list";
import { getT } from "@/i18n/server";
import { getDeliveryZones, getPage } from "@/lib/api/content";

export async function generateMetadata(): Promise<Metadata> {
  const [t, page] = await Promise.all([getT(), getPage("ma-ville")]);
  return pageMetadata({
    title: page?.title ?? t("zones.heading"),
    description: page?.summary ?? t("zones.heading"),
    path: "/ma-ville",
  });
}

export default async function DeliveredTownsPage() {
  const [t, page, zones] = await Promise.all([getT(), getPage("ma-ville"), getDeliveryZones()]);
  const list = <ZonesList zones={zones} t={t} />;
  if (page) return <StaticPageView page={page}>{list}</StaticPageView>;
  return (
    <div className="page">
      <PageHeader title={t("zones.heading")} />
      {list}
    </div>
  );
}
