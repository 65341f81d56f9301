// One login-as in a staff journal (ADR 0091, 0097): who it concerned (the staff member in a customer's journal, the
// customer in a staff member's), when, from where, and the write calls made during it, refused ones too.
import journalStyles from "./staff-screens.module.css";
import { actionTime, callLabel, journalAddress, journalDateTime, loginEndText } from "./staff-journal.ts";

export type JournalLogin = {
  id: number;
  debut: string;
  fin: string | null;
  expiree: boolean;
  expiree_le: string | null;
  ip: string | null;
  actions: readonly { appel: string; date: string; reussi: boolean }[];
  total_actions: number;
};

type Person = { prenom: string; nom: string; email: string };

export function LoginJournal({ login, who }: { login: JournalLogin; who: Person }) {
  return (
    <section aria-label={`Connexion du ${journalDateTime(login.debut)}`} className={journalStyles.login}>
      <h3>
        {who.prenom} {who.nom} ({who.email})
      </h3>
      <p>
        Du {journalDateTime(login.debut)} {loginEndText(login)}
        {login.ip ? `, depuis l'adresse ${journalAddress(login.ip)}` : ""}.
      </p>
      {login.actions.length === 0 ? (
        <p>Aucune action enregistrée pendant cette connexion.</p>
      ) : (
        <table className={journalStyles.actions}>
          <caption>
            {login.total_actions > login.actions.length ? `Les ${login.actions.length} premières actions sur ${login.total_actions}` : `Actions (${login.total_actions})`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Heure</th>
              <th scope="col">Action</th>
              <th scope="col">Résultat</th>
            </tr>
          </thead>
          <tbody>
            {login.actions.map((action, index) => (
              <tr key={index}>
                <td>{actionTime(action.date, login.debut)}</td>
                <td>
                  {callLabel(action.appel)} <code>{action.appel}</code>
                </td>
                <td>{action.reussi ? "effectuée" : "refusée, rien n'a changé"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
