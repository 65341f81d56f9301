// The offers page: the editorial text, the advantage codes valid today with their conditions (getOffres), and the
// way to the cinema contest.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { pageMetadata } from "@/features/content/metadata";
import { StaticPageView } from "@/features/content/static-page-view";
import { CINEMA_PATH } from "@/features/games/paths";
import styles from "@/features/games/games.module.css";
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
      <section aria-labelledby="jeu-cinema" className={styles.section}>
        <h2 id="jeu-cinema">Jeu concours cinéma</h2>
        <p>
          Chaque jour, tentez de gagner 2 places de cinéma : une participation par jour, jeu gratuit sans obligation d&apos;achat.{" "}
          <Link href={CINEMA_PATH}>Jouer au jeu concours cinéma</Link>
        </p>
      </section>
    </StaticPageView>
  );
}
