// The advent calendar's pieces: the 24 doors (today's is a form that works without JavaScript) and, for a shopper
// without scripts, the result of today's play in the page, with the texts and colours of the CALENDRIER_NOEL_GAGNANT /
// _PERDANT dialogs that show it otherwise.
import { CALENDAR_LOSING_TEXTS, type CalendarView } from "@cabas/contracts";
import { CalendarDoorForm } from "./calendar-door-form.tsx";
import { doorLabel } from "./game-labels.ts";
import styles from "./games.module.css";

export function CalendarDoors({ calendrier }: { calendrier: CalendarView }) {
  return (
    <ol className={styles.doors} aria-label="Les cases du calendrier">
      {calendrier.cases.map((door) => (
        <li key={door.jour} className={styles.door} data-etat={door.etat} aria-label={doorLabel(door)}>
          <span className={styles.doorNumber} aria-hidden="true">
            {door.jour}
          </span>
          {door.etat === "ouverte" && calendrier.peut_jouer ? (
            <CalendarDoorForm day={door.jour} />
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
    <section
      id="resultat"
      role="status"
      aria-labelledby="resultat-titre"
      className={styles.result}
      data-view={won ? "CALENDRIER_NOEL_GAGNANT" : "CALENDRIER_NOEL_PERDANT"}
      style={{ color: calendrier.couleur_texte, background: calendrier.couleur_fond }}
    >
      <h2 id="resultat-titre">{title}</h2>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </section>
  );
}
