// Donner mon avis: the products the customer received and has not reviewed yet, each leading to the review form
// (?article=ID), which also changes an existing review; and the recent deliveries to rate. Works without JavaScript.
import type { Metadata } from "next";
import Link from "next/link";
import { AccountPage } from "@/features/account/account-parts";
import { ActingAsNotice } from "@/features/account/acting-as-notice";
import accountStyles from "@/features/account/account.module.css";
import { PRODUCT_REVIEWS_PATH, REVIEW_HISTORY_PATH, reviewFormPath } from "@/features/reviews/paths";
import { idParamOf, readMyReview, readReviewsToGive } from "@/features/reviews/review-data";
import { ReviewForm } from "@/features/reviews/review-forms";
import { DeliveriesToRate, HowReviewsAreChecked } from "@/features/reviews/review-parts";
import styles from "@/features/reviews/reviews.module.css";
import { formatDate } from "@/lib/format/price";
import { firstParam } from "@/lib/session/redirect-target";
import { typesetFrench } from "@cabas/contracts/french-typography";

export const metadata: Metadata = { title: "Donner mon avis sur des produits", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const raw = firstParam((await searchParams).article);
  const productId = idParamOf(raw);
  return (
    <AccountPage path={PRODUCT_REVIEWS_PATH} search={productId ? `?article=${productId}` : ""} title="Donner mon avis sur des produits">
      {(user) => (productId !== null ? <ReviewOfProduct productId={productId} actingAs={user.impersonatedBy !== null} /> : <ProductsToReview />)}
    </AccountPage>
  );
}

/** `actingAs`: staff acting as the customer read what they wrote, never a form to write in their name. */
async function ReviewOfProduct({ productId, actingAs }: { productId: number; actingAs: boolean }) {
  const result = await readMyReview(productId);
  if (!result.ok || !result.data.produit) {
    return (
      <p role="alert" className={accountStyles.formError}>
        {result.ok ? "Ce produit est introuvable." : result.message || "Ce produit ne peut pas être affiché pour le moment."}
      </p>
    );
  }
  const product = result.data.produit;
  const mine = result.data.avis[0];
  return (
    <section aria-labelledby="avis-produit" className={accountStyles.card}>
      <div className={styles.productHeading}>
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG icons, no optimisation needed */}
        <img src={product.image.url} alt="" width={56} height={56} />
        <h2 id="avis-produit">Mon avis sur {typesetFrench(product.nom)}</h2>
      </div>
      {!result.data.peut_donner_avis ? (
        <p role="status">
          Vous pourrez donner votre avis sur ce produit une fois que vous l&apos;aurez reçu dans une commande livrée&nbsp;: seuls les clients qui ont
          reçu un produit peuvent le noter.
        </p>
      ) : (
        <>
          {mine && (
            <p className={styles.status}>
              Vous avez déjà donné votre avis ({mine.statut_libelle.toLowerCase()})&nbsp;: le modifier le renvoie en relecture avant publication.
            </p>
          )}
          {actingAs ? (
            <ActingAsNotice call="setMonAvis" />
          ) : (
            <ReviewForm productId={product.id} productName={product.nom} defaults={mine ? { note: mine.note, titre: mine.titre, texte: mine.texte } : undefined} />
          )}
        </>
      )}
      <HowReviewsAreChecked about="products" />
      <p>
        <Link href={PRODUCT_REVIEWS_PATH}>Les autres produits à noter</Link>
      </p>
    </section>
  );
}

async function ProductsToReview() {
  const result = await readReviewsToGive();
  if (!result.ok) {
    return (
      <p role="alert" className={accountStyles.formError}>
        {result.message || "Les produits à noter ne peuvent pas être affichés pour le moment."}
      </p>
    );
  }
  const { produits, total, livraisons } = result.data;
  return (
    <>
      <p>
        Vous avez reçu ces produits&nbsp;: dites aux autres clients ce que vous en pensez. Vos avis publiés sont dans{" "}
        <Link href={REVIEW_HISTORY_PATH}>l&apos;historique de mes avis</Link>.
      </p>
      {livraisons.length > 0 && (
        <section aria-labelledby="livraisons" className={styles.section}>
          <h2 id="livraisons">Vos livraisons à noter</h2>
          <DeliveriesToRate deliveries={livraisons} />
        </section>
      )}
      <section aria-labelledby="a-noter" className={styles.section}>
        <h2 id="a-noter">{total === 0 ? "Aucun produit à noter" : total === 1 ? "1 produit à noter" : `${total} produits à noter`}</h2>
        {total === 0 ? (
          <p>Les produits de vos commandes livrées apparaîtront ici.</p>
        ) : (
          <ul className={styles.items} aria-label="Produits à noter">
            {produits.map((p) => (
              <li key={p.id} className={styles.item}>
                {/* eslint-disable-next-line @next/next/no-img-element -- SVG icons, no optimisation needed */}
                <img src={p.image.url} alt="" width={56} height={56} loading="lazy" />
                <div className={styles.itemBody}>
                  <span>{typesetFrench(p.nom)}</span>
                  <p className={styles.meta}>Reçu le {formatDate(p.livre_le)}</p>
                  <Link href={reviewFormPath(p.id)} aria-label={`Donner mon avis sur ${p.nom}`}>
                    Donner mon avis
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
        {total > produits.length && <p className={styles.meta}>Les {produits.length} produits reçus le plus récemment sont affichés.</p>}
      </section>
    </>
  );
}
