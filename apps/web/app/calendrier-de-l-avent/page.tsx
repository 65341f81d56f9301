// The advent calendar: a door to open each day from 1 to 24 December (one play a day, signed in, free and without
// purchase), the result of today's play, and the rules. Outside those days it says the game is closed.
import type { Metadata } from "next";
import Link from "next/link";
import { ActingAsNotice } from "@/features/account/acting-as-notice";
import { isStaffActingAs } from "@/features/account/current-user";
import { PageHeader } from "@/features/content/page-header";
import { pageMetadata } from "@/features/content/metadata";
import { CalendarDoors, CalendarResult } from "@/features/games/calendar-parts";
import { readCalendar } from "@/features/games/game-data";
import { CALENDAR_PATH, CALENDAR_RULES_PATH, CONFIRMED_PARAM } from "@/features/games/paths";
import { emailConfirmedNotice } from "@/features/games/game-labels";
import styles from "@/features/games/games.module.css";
import { firstParam, loginUrlFor } from "@/lib/session/redirect-target";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Calendrier de l'Avent",
    description: "Du 1er au 24 décembre, ouvrez une case chaque jour et tentez de gagner des euros dans votre cagnotte ou des bons d'achat. Jeu gratuit sans obligation d'achat.",
    path: CALENDAR_PATH,
  });
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const [result, actingAs] = await Promise.all([readCalendar(), isStaffActingAs()]);
  if (!result.ok) {
    return (
      <div className="page">
        <PageHeader title="Calendrier de l'Avent" />
        <p role="alert">Le calendrier ne peut pas être affiché pour le moment. Réessayez dans quelques instants.</p>
      </div>
    );
  }
  const { calendrier, connecte } = result.data;
  const justPlayed = firstParam(params.resultat) !== undefined;
  return (
    <div className="page">
      <PageHeader title={calendrier.titre} lead="Une case à ouvrir chaque jour du 1er au 24 décembre. Jeu gratuit sans obligation d'achat." />
      {justPlayed && <CalendarResult calendrier={calendrier} />}
      <p className={styles.notice} role={justPlayed ? undefined : "status"}>
        {calendrier.message}
      </p>
      {firstParam(params[CONFIRMED_PARAM]) !== undefined && <p className={styles.notice}>{emailConfirmedNotice(calendrier.peut_jouer)}</p>}
      {calendrier.etat === "ouvert" && !connecte && (
        <p>
          <Link href={loginUrlFor(CALENDAR_PATH)}>Se connecter pour jouer</Link> — la création d&apos;un compte est gratuite.
        </p>
      )}
      {calendrier.cases.length > 0 && (
        <section aria-labelledby="cases" className={styles.section}>
          <h2 id="cases">Les cases</h2>
          {actingAs && calendrier.peut_jouer && <ActingAsNotice call="playCalendrier" />}
          <CalendarDoors calendrier={calendrier} actingAs={actingAs} />
        </section>
      )}
      <p className={styles.section}>
        <Link href={CALENDAR_RULES_PATH}>Lire le règlement du jeu</Link>
      </p>
    </div>
  );
}
