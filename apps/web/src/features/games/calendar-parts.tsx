// The advent calendar's pieces: the 24 doors (today's is a form that works without JavaScript) and, for a shopper
// without scripts, the result of today's play in the page (result-section.tsx).
import { CALENDAR_LOSING_TEXTS, decemberDay, type CalendarView } from "@cabas/contracts";
import { playCalendarAction } from "./actions.ts";
import { PrizePlayForm } from "./prize-play-form.tsx";
import { ResultSection } from "./result-section.tsx";
import { doorLabel } from "./game-labels.ts";
import styles from "./games.module.css";

/** `actingAs`: a staff member acting as the customer, who may not open today's door in their name (the page says why). */
export function CalendarDoors({ calendrier, actingAs = false }: { calendrier: CalendarView; actingAs?: boolean }) {
  return (
    <ol className={styles.doors} aria-label="Les cases du calendrier">
      {calendrier.cases.map((door) => (
        <li key={door.jour} className={styles.door} data-etat={door.etat} aria-label={doorLabel(door)}>
          <span className={styles.doorNumber} aria-hidden="true">
            {door.jour}
          </span>
          {door.etat === "ouverte" && calendrier.peut_jouer && !actingAs ? (
            <PrizePlayForm action={playCalendarAction} fields={{ jour: door.jour }} label="Ouvrir" accessibleLabel={`Ouvrir la case du ${decemberDay(door.jour)}`} />
          ) : (
            <span aria-hidden="true">{door.etat === "gagnee" ? "Gagné !" : door.etat === "perdue" ? "Perdu" : door.etat === "ouverte" ? "Aujourd'hui" : ""}</span>
          )}
          {door.lot && door.etat !== "a_venir" && <span className={styles.meta}>{door.lot}</span>}
        </li>
      ))}
    </ol>
  );
}

/** Today's play, right after it: won with the day's prize, or the specification's losing texts. */
export function CalendarResult({ calendrier }: { calendrier: CalendarView }) {
  const today = calendrier.cases.find((c) => c.jour === calendrier.jour_du_jour);
  if (!today || (today.etat !== "gagnee" && today.etat !== "perdue")) return null;
  const won = today.etat === "gagnee";
  const lastDay = today.jour === 24;
  const [title, ...texts] = won
    ? ["Bravo, vous avez gagné !", today.lot ?? "", "Votre gain vous attend à l'étape « Mes avantages » de votre prochaine commande."]
    : lastDay
      ? [CALENDAR_LOSING_TEXTS[0], "C'était la dernière case du calendrier de l'Avent.", "Merci d'avoir joué avec nous, et joyeuses fêtes !"]
      : [...CALENDAR_LOSING_TEXTS];
  return (
    <ResultSection
      view={won ? "CALENDRIER_NOEL_GAGNANT" : "CALENDRIER_NOEL_PERDANT"}
      titre={title}
      textes={texts}
      couleur_texte={calendrier.couleur_texte}
      couleur_fond={calendrier.couleur_fond}
    />
  );
}
