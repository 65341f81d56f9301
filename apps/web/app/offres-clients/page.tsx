// The offers page: the editorial text, the advantage codes valid today with their conditions (getOffres), and the
// way to the cinema contest.
import Link from "next/link";
import { staticPageRoute } from "@/features/content/static-page-route";
import { CINEMA_PATH } from "@/features/games/paths";
import styles from "@/features/games/games.module.css";
import { OffersList } from "@/features/service/offers-list";

const route = staticPageRoute(
  "offres-clients",
  "/offres-clients",
  <>
    <OffersList />
    <section aria-labelledby="jeu-cinema" className={styles.section}>
      <h2 id="jeu-cinema">Jeu concours cinéma</h2>
      <p>
        Chaque jour, tentez de gagner 2 places de cinéma&nbsp;: une participation par jour, jeu gratuit sans obligation d&apos;achat.{" "}
        <Link href={CINEMA_PATH}>Jouer au jeu concours cinéma</Link>
      </p>
    </section>
  </>,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
