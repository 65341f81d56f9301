// The customer's vouchers (bons d'achat, and those earned by referral): to use, with their amount, minimum basket and
// end date; then those used and those expired. They are chosen in the basket, at « Mes avantages ».
import type { Metadata } from "next";
import Link from "next/link";
import { AccountPage } from "@/features/account/account-parts";
import accountStyles from "@/features/account/account.module.css";
import { readLoyaltyHistory } from "@/features/loyalty/loyalty-data";
import { Vouchers } from "@/features/loyalty/loyalty-parts";
import styles from "@/features/loyalty/loyalty.module.css";
import { REFERRALS_PATH, VOUCHERS_PATH } from "@/features/loyalty/paths";

export const metadata: Metadata = { title: "Mes bons d'achat", robots: { index: false } };

export default function Page() {
  return (
    <AccountPage path={VOUCHERS_PATH} title="Mes bons d'achat">
      {async () => {
        const result = await readLoyaltyHistory("tout", 1, 1);
        if (!result.ok) {
          return (
            <p role="alert" className={accountStyles.formError}>
              {result.message || "Vos bons d'achat ne peuvent pas être affichés pour le moment."}
            </p>
          );
        }
        const bons = result.data.bons_achat;
        const usable = bons.filter((b) => b.statut === "utilisable" || b.statut === "sur_panier");
        const used = bons.filter((b) => b.statut === "utilise");
        const expired = bons.filter((b) => b.statut === "expire");
        return (
          <>
            <p>
              Un bon s&apos;utilise une fois, sur une commande dont les produits atteignent son minimum. Choisissez-le dans votre panier, à
              l&apos;étape <Link href="/checkout/mes-avantages">«&nbsp;Mes avantages&nbsp;»</Link>.
            </p>
            <section aria-labelledby="a-utiliser" className={styles.section}>
              <h2 id="a-utiliser">{usable.length === 0 ? "Aucun bon à utiliser" : usable.length === 1 ? "1 bon à utiliser" : `${usable.length} bons à utiliser`}</h2>
              {usable.length === 0 ? (
                <p>
                  Parrainez un ami&nbsp;: vous recevrez un bon quand sa première commande sera livrée. <Link href={REFERRALS_PATH}>Mes parrainages</Link>
                </p>
              ) : (
                <Vouchers bons={usable} label="Bons à utiliser" />
              )}
            </section>
            {used.length > 0 && (
              <section aria-labelledby="utilises" className={styles.section}>
                <h2 id="utilises">Bons utilisés</h2>
                <Vouchers bons={used} label="Bons utilisés" />
              </section>
            )}
            {expired.length > 0 && (
              <section aria-labelledby="expires" className={styles.section}>
                <h2 id="expires">Bons expirés</h2>
                <Vouchers bons={expired} label="Bons expirés" />
              </section>
            )}
          </>
        );
      }}
    </AccountPage>
  );
}
