// The payment page's SEPA option. While a returned debit stays due after its last reminder, SEPA is barred (ADR 0130):
// the option is replaced by what to pay and where, so the shopper learns it before choosing it rather than from a
// refusal (ADR 0130's amendment). A plain link to the order's page, which pays it: no JavaScript needed.
import type { ReactNode } from "react";
import Link from "next/link";
import type { CallOutput, payConfiguration } from "@cabas/contracts";
import { formatEuros } from "@/lib/format/price";
import styles from "./orders.module.css";

type SepaBar = NonNullable<CallOutput<typeof payConfiguration>["sepa_indisponible"]>;

/** `children` (the mandate to sign, or the order to pay with it) when SEPA is offered; else why not, and the way back to it. */
export function SepaPaymentOption({ barred, children }: { barred: SepaBar | null; children: ReactNode }) {
  return (
    <div className={styles.fieldset}>
      <h2>Prélèvement SEPA</h2>
      {barred ? <SepaBarredNotice barred={barred} /> : children}
    </div>
  );
}

function SepaBarredNotice({ barred }: { barred: SepaBar }) {
  const order = <>commande n°&nbsp;{barred.id_commande}</>;
  return (
    <p className={styles.notice}>
      Le prélèvement n&apos;est plus proposé pour vos commandes&nbsp;: celui de votre {order} est revenu impayé et reste dû
      malgré nos rappels.{" "}
      <Link href={`/commande/${barred.id_commande}`}>
        Réglez {formatEuros(barred.montant_du)} de la {order}
      </Link>{" "}
      pour retrouver le prélèvement, ou payez par carte ci-dessus.
    </p>
  );
}
