// « Mes bonnes affaires » (spec §2 account routes): the promotions of the moment on the products the customer
// usually buys, then the shop's other promotions, and where their savings wait (vouchers, prize pot).
import type { Metadata } from "next";
import Link from "next/link";
import { AccountPage } from "@/features/account/account-parts";
import accountStyles from "@/features/account/account.module.css";
import { ProductGrid } from "@/features/catalogue/product-grid";
import { DEALS_PATH, readDeals } from "@/features/deals/deal-data";
import styles from "@/features/lists/lists.module.css";
import { getT } from "@/i18n/server";

export const metadata: Metadata = { title: "Mes bonnes affaires", robots: { index: false } };

export default function Page() {
  return (
    <AccountPage path={DEALS_PATH} title="Mes bonnes affaires" wide>
      {async () => {
        const [deals, t] = await Promise.all([readDeals(), getT()]);
        if (!deals) {
          return (
            <p role="alert" className={accountStyles.formError}>
              Vos bonnes affaires ne peuvent pas être affichées pour le moment. Réessayez dans un instant.
            </p>
          );
        }
        return (
          <>
            <section aria-labelledby="vos-produits" className={styles.section}>
              <h2 id="vos-produits">Vos produits habituels en promotion</h2>
              {deals.usual.length === 0 ? (
                <p>
                  Aucun des produits que vous commandez n&apos;est en promotion en ce moment. Nous les surveillons pour vous&nbsp;: revenez
                  après vos prochaines courses.
                </p>
              ) : (
                <>
                  <p>
                    {deals.usualTotal === 1
                      ? "Un produit que vous commandez est en promotion en ce moment."
                      : `${deals.usualTotal} produits que vous commandez sont en promotion en ce moment, les plus souvent commandés d'abord.`}
                  </p>
                  <ProductGrid products={deals.usual} t={t} />
                </>
              )}
            </section>
            {deals.others.length > 0 && (
              <section aria-labelledby="autres-promotions" className={styles.section}>
                <h2 id="autres-promotions">Les autres promotions du moment</h2>
                <ProductGrid products={deals.others} t={t} eager={false} />
              </section>
            )}
            <section aria-labelledby="vos-economies" className={styles.section}>
              <h2 id="vos-economies">Vos économies qui vous attendent</h2>
              <p>
                Vos <Link href="/bons-d-achat">bons d&apos;achat</Link> et votre <Link href="/ma-cagnotte">cagnotte</Link> se déduisent de
                votre prochaine commande, à l&apos;étape <Link href="/checkout/mes-avantages">«&nbsp;Mes avantages&nbsp;»</Link>.
              </p>
            </section>
          </>
        );
      }}
    </AccountPage>
  );
}
