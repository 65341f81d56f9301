// The loyalty programme: its rules (a static page) and, for a signed-in customer, their balances and history.
import { notFound } from "next/navigation";
import { pageMetadata } from "@/features/content/metadata";
import { StaticPageView } from "@/features/content/static-page-view";
import { pageParam } from "@/features/loyalty/loyalty-data";
import { MyLoyalty } from "@/features/loyalty/my-loyalty";
import { LOYALTY_PROGRAMME_PATH } from "@/features/loyalty/paths";
import { getPage } from "@/lib/api/content";
import { firstParam } from "@/lib/session/redirect-target";

const SLUG = "programme-de-fidelite-cabas";

export async function generateMetadata() {
  const page = await getPage(SLUG);
  return page ? pageMetadata({ title: page.title, description: page.summary, path: LOYALTY_PROGRAMME_PATH }) : {};
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [page, params] = await Promise.all([getPage(SLUG), searchParams]);
  if (!page) notFound();
  return <StaticPageView page={page} before={<MyLoyalty page={pageParam(firstParam(params.page))} />} />;
}
