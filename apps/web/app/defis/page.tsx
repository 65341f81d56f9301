// Challenges (défis) running now: what to do and the reward; a signed-in customer joins and follows their progress;
// ?produits={id} lists the products that count. Joining is a form that works without JavaScript.
import type { Metadata } from "next";
import Link from "next/link";
import { ActingAsNotice } from "@/features/account/acting-as-notice";
import { isStaffActingAs } from "@/features/account/current-user";
import { PageHeader } from "@/features/content/page-header";
import { pageMetadata } from "@/features/content/metadata";
import { ProductGrid } from "@/features/catalogue/product-grid";
import { Pagination } from "@/features/catalogue/pagination";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { ChallengeCard } from "@/features/games/challenge-card";
import { readChallengeProducts, readChallenges } from "@/features/games/game-data";
import { CHALLENGE_FAQ_PATH, CHALLENGE_HISTORY_PATH, CHALLENGES_PATH, challengeProductsPath } from "@/features/games/paths";
import styles from "@/features/games/games.module.css";
import { getT } from "@/i18n/server";
import { firstParam, loginUrlFor } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: "Nos défis", description: "Relevez nos défis du moment et gagnez des euros dans votre cagnotte.", path: CHALLENGES_PATH });
}

const idParam = (raw: string | undefined): number | null => (raw && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null);

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const productsOf = idParam(firstParam(params.produits));
  const page = idParam(firstParam(params.page)) ?? 1;
  const joined = idParam(firstParam(params.inscrit));
  const [result, products, t, actingAs] = await Promise.all([
    readChallenges(),
    productsOf ? readChallengeProducts(productsOf, page) : null,
    getT(),
    isStaffActingAs(),
  ]);
  const defis = result.ok ? result.data.defis : [];
  const signedIn = result.ok && result.data.connecte;
  const joinedTitle = joined ? defis.find((d) => d.id_defi === joined)?.titre : undefined;
  return (
    <div className="page">
      <PageHeader
        title="Nos défis"
        lead="Relevez un défi, faites vos courses comme d'habitude&nbsp;: la récompense arrive dans votre cagnotte dès que l'objectif est atteint avec vos commandes livrées."
      />
      {joinedTitle && (
        <RouteNotice className={styles.notice}>
          Vous participez au défi «&nbsp;{joinedTitle}&nbsp;»&nbsp;: vos prochaines commandes comptent.
        </RouteNotice>
      )}
      {!result.ok ? (
        <p role="alert">Les défis ne peuvent pas être affichés pour le moment. Réessayez dans quelques instants.</p>
      ) : (
        <section aria-labelledby="defis-en-cours" className={styles.section}>
          <h2 id="defis-en-cours">{defis.length === 0 ? "Pas de défi en ce moment" : "Les défis du moment"}</h2>
          {defis.length === 0 ? (
            <p>Revenez bientôt&nbsp;: de nouveaux défis arrivent régulièrement.</p>
          ) : (
            <>
              {actingAs && <ActingAsNotice call="activationDefi" />}
              <ul className={styles.cards}>
                {defis.map((defi) => (
                  <ChallengeCard key={defi.id_defi} defi={defi} signedIn={signedIn} signInHref={loginUrlFor(CHALLENGES_PATH)} actingAs={actingAs} />
                ))}
              </ul>
            </>
          )}
        </section>
      )}

      {products && (
        <section aria-labelledby="produits" className={styles.section} id="produits">
          {products.ok ? (
            <>
              <h2 id="produits">Les produits qui comptent pour «&nbsp;{typesetFrench(products.data.defi.titre)}&nbsp;»</h2>
              {products.data.produits.length === 0 ? (
                <p>{products.data.message || "Aucun produit pour le moment."}</p>
              ) : (
                <>
                  <p className={styles.meta}>{products.data.total} produits</p>
                  <ProductGrid products={products.data.produits} t={t} eager={false} />
                  <Pagination page={products.data.page} pageCount={products.data.nb_pages} hrefFor={(p) => challengeProductsPath(products.data.defi.id_defi, p)} t={t} />
                </>
              )}
            </>
          ) : (
            <>
              <h2 id="produits">Produits du défi</h2>
              <p role="alert">{products.message || "Ce défi n'existe pas."}</p>
            </>
          )}
        </section>
      )}

      <ul className={styles.links}>
        {signedIn && (
          <li>
            <Link href={CHALLENGE_HISTORY_PATH}>Mes défis terminés</Link>
          </li>
        )}
        <li>
          <Link href={CHALLENGE_FAQ_PATH}>Questions sur les défis</Link>
        </li>
      </ul>
    </div>
  );
}
