// The offers page: the editorial text, then the advantage codes valid today with their conditions (getOffres).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageMetadata } from "@/features/content/metadata";
import { StaticPageView } from "@/features/content/static-page-view";
import { OffersList } from "@/features/service/offers-list";
import { getPage } from "@/lib/api/content";

const SLUG = "offres-clients";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(SLUG);
  return page ? pageMetadata({ title: page.title, description: page.summary, path: `/${SLUG}` }) : {};
}

export default async function Page() {
  const page = await getPage(SLUG);
  if (!page) notFound();
  return (
    <StaticPageView page={page}>
      <OffersList />
    </StaticPageView>
  );
}
