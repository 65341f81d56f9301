// The three welcome offers (spec §2 offers: /bienvenue/3-offres): the editorial page, then the codes valid today,
// read from the same advantage codes the basket accepts, so the page never promises a code the basket refuses.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageMetadata } from "@/features/content/metadata";
import { StaticPageView } from "@/features/content/static-page-view";
import { OffersList } from "@/features/service/offers-list";
import { getPage } from "@/lib/api/content";

const SLUG = "bienvenue-3-offres";
const PATH = "/bienvenue/3-offres";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage(SLUG);
  return page ? pageMetadata({ title: page.title, description: page.summary, path: PATH }) : {};
}

export default async function Page() {
  const page = await getPage(SLUG);
  if (!page) notFound();
  return (
    <StaticPageView page={page}>
      <OffersList title="Les codes valables aujourd'hui" />
    </StaticPageView>
  );
}
