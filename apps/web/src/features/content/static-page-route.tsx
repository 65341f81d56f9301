// Builds the page and metadata functions of a route that shows one static page by slug, and what the page adds
// after its text (the offers of the moment, say).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getPage } from "../../lib/api/content.ts";
import { pageMetadata } from "./metadata.ts";
import { StaticPageView } from "./static-page-view.tsx";

export function staticPageRoute(slug: string, path: string = `/${slug}`, after?: ReactNode) {
  async function generateMetadata(): Promise<Metadata> {
    const page = await getPage(slug);
    if (!page) return {};
    return pageMetadata({ title: page.title, description: page.summary, path });
  }

  async function Page() {
    const page = await getPage(slug);
    if (!page) notFound();
    return <StaticPageView page={page}>{after}</StaticPageView>;
  }

  return { generateMetadata, Page };
}
