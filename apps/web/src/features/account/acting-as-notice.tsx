// Said instead of a form while staff act as the customer (login-as): what only the customer may do, which the
// web-service refuses to staff anyway (customerOwnAct, apps/api/src/http/call-registry.ts).
import styles from "./account.module.css";

/** `act`: what only the customer does, as the end of « seul le client peut … » (« changer ses abonnements »). */
export function ActingAsNotice({ act }: { act: string }) {
  return <p className={styles.formError}>Vous agissez en tant que ce client&nbsp;: seul le client peut {act}.</p>;
}
