// The customer's prize pot (cagnotte): its balance, what filled it (games, challenges, gestures from customer
// service) and what it paid, newest first, page by page. It is spent in the basket, at « Mes avantages ».
import type { Metadata } from "next";
import Link from "next/link";
import { AccountPage } from "@/features/account/account-parts";
import accountStyles from "@/features/account/account.module.css";
import { pageParam, readLoyaltyHistory } from "@/features/loyalty/loyalty-data";
import { Balances, Movements, Pager } from "@/features/loyalty/loyalty-parts";
import styles from "@/features/loyalty/loyalty.module.css";
import { LOYALTY_PROGRAMME_PATH, PRIZE_POT_PATH } from "@/features/loyalty/paths";
import { firstParam } from "@/lib/session/redirect-target";

export const metadata: Metadata = { title: "Ma cagnotte", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const page = pageParam(firstParam((await searchParams).page));
  return (
    <AccountPage path={PRIZE_POT_PATH} search={page > 1 ? `?page=${page}` : ""} title="Ma cagnotte">
      {async () => {
        const result = await readLoyaltyHistory("cagnotte", page);
        if (!result.ok) {
          return (
            <p role="alert" className={accountStyles.formError}>
              {result.message || "Votre cagnotte ne peut pas être affichée pour le moment."}
            </p>
          );
        }
        const { soldes, mouvements, pages } = result.data;
        return (
          <>
            <Balances soldes={soldes} only="cagnotte" />
            <p>
              Vos gains aux jeux et aux défis, et les gestes du service client, s&apos;ajoutent à votre cagnotte. Utilisez-la comme un moyen de
              paiement dans votre panier, à l&apos;étape <Link href="/checkout/mes-avantages">«&nbsp;Mes avantages&nbsp;»</Link>.{" "}
              <Link href={LOYALTY_PROGRAMME_PATH}>Tout le programme de fidélité</Link>
            </p>
            <section aria-labelledby="historique" className={styles.section}>
              <h2 id="historique">Historique</h2>
              {mouvements.length === 0 ? (
                <p>{page > 1 ? "Cette page de l'historique est vide." : "Votre cagnotte n'a pas encore bougé."}</p>
              ) : (
                <Movements mouvements={mouvements} caption="Les mouvements de votre cagnotte, du plus récent au plus ancien" withKind={false} />
              )}
              <Pager path={PRIZE_POT_PATH} page={page} pages={pages} />
            </section>
          </>
        );
      }}
    </AccountPage>
  );
}
