// One set-aside basket: its products as sold today where the customer is, to take back or delete.
import type { Metadata } from "next";
import { recordIdParam } from "@/lib/format/record-id";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ActionForm } from "@/features/account/action-form";
import { AccountPage } from "@/features/account/account-parts";
import accountStyles from "@/features/account/account.module.css";
import styles from "@/features/lists/lists.module.css";
import { deleteBasketAction, takeBackBasketAction } from "@/features/service/actions";
import { ShelfPrice } from "@/features/lists/shelf-price";
import { readAbandonedBaskets } from "@/features/service/service-data";
import { formatDate, formatEuros } from "@/lib/format/price";
import { typesetFrench } from "@cabas/contracts/french-typography";

export const metadata: Metadata = { title: "Panier abandonné", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ panierId: string }> }) {
  const id = recordIdParam((await params).panierId);
  if (id === null) notFound();
  // Read before the guard: a signed-out visitor gets 401 here and the guard sends them to sign in.
  const result = await readAbandonedBaskets(id);
  if (!result.ok && result.status === 404) notFound();
  const panier = result.ok ? result.data.panier : undefined;
  return (
    <AccountPage path={`/panier/${id}`} title={panier ? `Panier du ${formatDate(panier.modifie)}` : "Panier abandonné"} wide>
      {() =>
        !panier ? (
          <p role="alert" className={accountStyles.formError}>
            {(!result.ok && result.message) || "Ce panier ne peut pas être affiché pour le moment."}
          </p>
        ) : (
          <>
            <p>
              {panier.nb_articles === 1 ? "1 produit" : `${panier.nb_articles} produits`} · environ {formatEuros(panier.total)} aux prix du jour
              dans votre zone de livraison
            </p>
            <div className={styles.actions}>
              <ActionForm action={takeBackBasketAction} hidden={{ id_panier: panier.id_panier }} submit="Reprendre ce panier" size="big" inline />
              <ActionForm action={deleteBasketAction} hidden={{ id_panier: panier.id_panier }} submit="Supprimer ce panier" variant="tertiary" inline />
              <Link href="/mes-paniers-abandonnes">Tous mes paniers abandonnés</Link>
            </div>
            <ul className={styles.lines} aria-label="Produits du panier">
              {panier.lignes.map((line) => (
                <li key={line.article_id} className={styles.line}>
                  {line.produit ? (
                    // eslint-disable-next-line @next/next/no-img-element -- small SVG icons with fixed size, no optimisation needed
                    <img src={line.produit.image.url} alt="" width={56} height={56} loading="lazy" />
                  ) : (
                    <span />
                  )}
                  <div className={styles.lineBody}>
                    <span>
                      {line.produit ? <Link href={`/${line.produit.slug}`}>{typesetFrench(line.nom)}</Link> : <strong>{typesetFrench(line.nom)}</strong>} × {line.quantity}
                      {/* The price per kilo or litre beside the price, as in the basket (French law, ADR 0059, 0061). */}
                      {line.produit && (
                        <span className={styles.meta}>
                          {" "}
                          · <ShelfPrice product={line.produit} />
                        </span>
                      )}
                    </span>
                    {!line.disponible && <span className={styles.warning}>Indisponible aujourd&apos;hui dans votre zone de livraison.</span>}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )
      }
    </AccountPage>
  );
}
