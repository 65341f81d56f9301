// The home page's link to the advent calendar, from 1 to 24 December (Paris time) only.
import Link from "next/link";
import { isAdventSeason } from "./game-labels.ts";
import { CALENDAR_PATH } from "./paths.ts";
import styles from "./games.module.css";

export function AdventTeaser({ now = new Date() }: { now?: Date }) {
  if (!isAdventSeason(now)) return null;
  return (
    <aside aria-label="Calendrier de l'Avent" className={styles.teaser}>
      <p>Le calendrier de l&apos;Avent est ouvert&nbsp;: une case à ouvrir chaque jour jusqu&apos;au 24 décembre&#8239;!</p>
      <Link href={CALENDAR_PATH}>Ouvrir la case du jour</Link>
    </aside>
  );
}
