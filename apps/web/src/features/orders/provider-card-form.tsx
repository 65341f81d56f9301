// The payment provider's hosted card form (sandbox): it posts the number straight to the provider, which answers
// with a token on /cartes-bancaires?id_empreinte=…, so Cabas never sees the number. Shared by the page and ADD_CARD.
import { buttonClassName } from "../../ui/button/button.tsx";
import styles from "./orders.module.css";

export const PROVIDER_CARD_FORM_ACTION = "/next-react/sandbox/cartes";

/** `autoFocus` in a dialog: the view loads after the host has placed focus, so the field takes it when it mounts. */
export function ProviderCardForm({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <form method="post" action={PROVIDER_CARD_FORM_ACTION} className={styles.form}>
      <p className={styles.muted}>Saisie sécurisée chez notre prestataire de paiement (démonstration)&nbsp;: Cabas ne voit jamais le numéro.</p>
      <label>
        Numéro de carte
        <input name="numero" inputMode="numeric" autoComplete="cc-number" required autoFocus={autoFocus} />
      </label>
      <label>
        Date d&apos;expiration (MM/AA)
        <input name="expiration" autoComplete="cc-exp" required />
      </label>
      <label>
        Cryptogramme (CVC)
        <input name="cvc" inputMode="numeric" autoComplete="cc-csc" required maxLength={4} />
      </label>
      <button type="submit" className={buttonClassName({})}>Vérifier la carte</button>
    </form>
  );
}
