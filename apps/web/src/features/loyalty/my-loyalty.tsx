// The signed-in customer's part of the loyalty-programme page: their balances and every movement of loyalty euros,
// prize pot and jokers, page by page. A visitor is invited to sign in to see theirs.
import Link from "next/link";
import { getCurrentUser } from "../account/current-user.ts";
import { loginUrlFor } from "../../lib/session/redirect-target.ts";
import { readLoyaltyHistory } from "./loyalty-data.ts";
import { Balances, Movements, Pager } from "./loyalty-parts.tsx";
import { LOYALTY_PROGRAMME_PATH, PRIZE_POT_PATH, REFERRALS_PATH, VOUCHERS_PATH } from "./paths.ts";
import styles from "./loyalty.module.css";

export async function MyLoyalty({ page }: { page: number }) {
  const current = await getCurrentUser();
  if (current.status !== "signed-in") {
    return (
      <p className={styles.notice}>
        <Link href={loginUrlFor(LOYALTY_PROGRAMME_PATH)}>Connectez-vous</Link> pour voir vos euros fidélité, votre cagnotte et vos jokers.
      </p>
    );
  }
  const result = await readLoyaltyHistory("tout", page);
  if (!result.ok) {
    return <p role="alert">{result.message || "Votre solde ne peut pas être affiché pour le moment."}</p>;
  }
  const { soldes, expiration_eurosfid, mouvements, pages } = result.data;
  // Loyalty euros are for households (ADR 0042): a business is told so rather than promised a first credit.
  const professional = current.user.kind === "professional";
  return (
    <section aria-labelledby="ma-fidelite" className={styles.section}>
      <h2 id="ma-fidelite">Ma fidélité</h2>
      {professional && (
        <p className={styles.notice}>
          Les euros fidélité sont réservés aux particuliers&nbsp;: les commandes de votre compte professionnel n&apos;en rapportent pas. Votre cagnotte et vos
          bons d&apos;achat restent utilisables.
        </p>
      )}
      <Balances soldes={soldes} expiration={expiration_eurosfid} />
      <p>
        <Link href={VOUCHERS_PATH}>Mes bons d&apos;achat</Link> · <Link href={PRIZE_POT_PATH}>Ma cagnotte</Link> ·{" "}
        <Link href={REFERRALS_PATH}>Parrainer un ami</Link>
      </p>
      {mouvements.length === 0 ? (
        <p>
          {page > 1
            ? "Cette page de l'historique est vide."
            : professional
              ? "Aucun mouvement pour le moment."
              : "Votre première commande livrée vous rapportera vos premiers euros fidélité."}
        </p>
      ) : (
        <Movements mouvements={mouvements} caption="Historique de vos avantages, du plus récent au plus ancien" withKind />
      )}
      <Pager path={LOYALTY_PROGRAMME_PATH} page={page} pages={pages} />
    </section>
  );
}
