// The cinema contest's pieces: the prize banner in the contest's colours, how to play, the customer's e-tickets and,
// for a shopper without scripts, the result of today's play in the page (the CONCOURS_CINE_* dialog's texts).
import { frenchLongDay, type CinemaContestView, type CinemaDialog } from "@cabas/contracts";
import { formatDate, formatEuros } from "../../lib/format/price.ts";
import { ticketCode } from "./prize-lines.tsx";
import { ResultSection } from "./result-section.tsx";
import styles from "./games.module.css";

export function CinemaPrizeBanner({ concours }: { concours: CinemaContestView }) {
  return (
    <div className={styles.contestBanner} style={{ color: concours.couleur_texte, background: concours.couleur_fond }}>
      {/* As the rules say: a stock of prizes for the whole contest (no daily prize), one play a day. */}
      <p className={styles.contestPrize}>
        {concours.lots_total} lots de «&nbsp;{concours.lot.libelle}&nbsp;» à gagner pendant toute la durée du jeu
      </p>
      {concours.etat !== "absent" && (
        <p>
          {concours.lots_restants} lot{concours.lots_restants > 1 ? "s" : ""} sur {concours.lots_total} encore à gagner · une chance sur {concours.une_chance_sur} à chaque
          participation
        </p>
      )}
    </div>
  );
}

export function CinemaHowTo({ concours }: { concours: CinemaContestView }) {
  if (!concours.premier_jour || !concours.dernier_jour) return null;
  return (
    <section aria-labelledby="comment-jouer" className={styles.section}>
      <h2 id="comment-jouer">Comment jouer&#8239;?</h2>
      <ol>
        <li>Connectez-vous à votre compte Cabas&nbsp;: sa création est gratuite, aucun achat n&apos;est nécessaire.</li>
        <li>
          Du {frenchLongDay(concours.premier_jour)} au {frenchLongDay(concours.dernier_jour)}, cliquez sur «&nbsp;Jouer&nbsp;»&nbsp;: une participation par jour (heure de Paris).
        </li>
        <li>Le résultat s&apos;affiche aussitôt. Si vous gagnez, votre e-billet s&apos;affiche et vous est aussi envoyé par e-mail.</li>
      </ol>
      <p className={styles.meta}>
        À gagner&nbsp;: {concours.lots_total} lots de «&nbsp;{concours.lot.libelle}&nbsp;», d&apos;une valeur de {formatEuros(concours.lot.valeur)} TTC chacun.
      </p>
    </section>
  );
}

export function CinemaTickets({ billets }: { billets: CinemaContestView["billets"] }) {
  if (billets.length === 0) return null;
  return (
    <section aria-labelledby="mes-billets" className={styles.section}>
      <h2 id="mes-billets">Mes e-billets</h2>
      <ul>
        {billets.map((ticket) => (
          <li key={ticket.code}>
            <strong>{ticket.code}</strong> — gagné le {formatDate(ticket.gagne_le)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Today's play, right after it, without scripts: the dialog's texts, and the e-ticket when won. */
export function CinemaResult({ dialog }: { dialog: CinemaDialog }) {
  const { lot, ...shown } = dialog.payload;
  return <ResultSection view={dialog.view} {...shown} code={ticketCode(lot)} />;
}
