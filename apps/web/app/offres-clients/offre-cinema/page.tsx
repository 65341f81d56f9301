// The cinema contest (« Jeu concours cinéma »): one play a day, signed in, free and without purchase, to win two
// cinema seats. The « Jouer » form works without JavaScript (the result then shows here, ?resultat); with it, the
// result opens in CONCOURS_CINE_GAGNANT / _PERDANT. The rules open in REGLEMENT_JEU_CINE, or on their page.
import type { Metadata } from "next";
import Link from "next/link";
import { ActingAsNotice } from "@/features/account/acting-as-notice";
import { isStaffActingAs } from "@/features/account/current-user";
import { PageHeader } from "@/features/content/page-header";
import { pageMetadata } from "@/features/content/metadata";
import { playCinemaAction } from "@/features/games/actions";
import { CinemaHowTo, CinemaPrizeBanner, CinemaResult, CinemaTickets } from "@/features/games/cinema-parts";
import { readCinemaContest } from "@/features/games/game-data";
import { CINEMA_PATH, CINEMA_RULES_PATH, CONFIRMED_PARAM } from "@/features/games/paths";
import { PrizePlayForm } from "@/features/games/prize-play-form";
import { emailConfirmedNotice } from "@/features/games/game-labels";
import styles from "@/features/games/games.module.css";
import { firstParam, loginUrlFor } from "@/lib/session/redirect-target";
import { ViewLink } from "@/ui/modal/view-link";

const OFFERS = { href: "/offres-clients", label: "Offres clients" };

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Jeu concours cinéma",
    description: "Chaque jour, tentez de gagner 2 places de cinéma. Une participation par jour, jeu gratuit sans obligation d'achat.",
    path: CINEMA_PATH,
  });
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const [result, actingAs] = await Promise.all([readCinemaContest(), isStaffActingAs()]);
  if (!result.ok) {
    return (
      <div className="page">
        <PageHeader title="Jeu concours cinéma" crumbs={[OFFERS]} />
        <p role="alert">Le jeu concours ne peut pas être affiché pour le moment. Réessayez dans quelques instants.</p>
      </div>
    );
  }
  const { concours, connecte } = result.data;
  const justPlayed = firstParam(params.resultat) !== undefined && concours.partie_du_jour !== null;
  return (
    <div className="page">
      <PageHeader title={concours.titre} lead="Une participation par jour pour gagner 2 places de cinéma. Jeu gratuit sans obligation d'achat." crumbs={[OFFERS]} />
      {justPlayed && concours.partie_du_jour && <CinemaResult dialog={concours.partie_du_jour} />}
      <CinemaPrizeBanner concours={concours} />
      <p className={styles.notice} role={justPlayed ? undefined : "status"}>
        {concours.message}
      </p>
      {firstParam(params[CONFIRMED_PARAM]) !== undefined && <p className={styles.notice}>{emailConfirmedNotice(concours.peut_jouer)}</p>}
      {concours.peut_jouer && (
        <div className={styles.section}>
          {actingAs ? <ActingAsNotice call="playConcoursCine" /> : <PrizePlayForm action={playCinemaAction} label="Jouer" />}
        </div>
      )}
      {concours.etat === "ouvert" && !connecte && (
        <p>
          <Link href={loginUrlFor(CINEMA_PATH)}>Se connecter pour jouer</Link> — la création d&apos;un compte est gratuite.
        </p>
      )}
      <CinemaTickets billets={concours.billets} />
      <CinemaHowTo concours={concours} />
      {concours.reglement && (
        <p className={styles.section}>
          <ViewLink href={CINEMA_RULES_PATH} target={{ view: "REGLEMENT_JEU_CINE" }}>
            Règlement du jeu
          </ViewLink>
        </p>
      )}
    </div>
  );
}
