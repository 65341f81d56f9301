// Home page: the blocks configured in getHomepage.
import type { Metadata } from "next";
import { pageMetadata } from "@/features/content/metadata";
import { HomepageBlocks } from "@/features/home/homepage-blocks";
import { AdventTeaser } from "@/features/games/advent-teaser";
import styles from "@/features/home/home.module.css";
import { getT } from "@/i18n/server";
import { SteadyScroll } from "@/ui/steady-scroll/steady-scroll";
import { STEADY_SCROLL_ROOT } from "@/ui/steady-scroll/scroll-correction";
import { getHomepageBlocks, getSettings } from "@/lib/api/content";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings();
  return {
    ...(await pageMetadata({ title: settings.title, description: settings.description, path: "/" })),
    title: { absolute: settings.title },
  };
}

export default async function HomePage() {
  const [t, blocks] = await Promise.all([getT(), getHomepageBlocks()]);
  return (
    <div className={`page ${styles.home}`} {...STEADY_SCROLL_ROOT}>
      <AdventTeaser />
      <HomepageBlocks blocks={blocks} t={t} />
      <SteadyScroll />
    </div>
  );
}
