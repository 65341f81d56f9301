// The order recap before payment (/checkout/ma-commande, /checkout/validation): address, slot, lines, totals, the
// checks of checkAvantPaiement, and the button to payment. A server component: it works before hydration.
import Link from "next/link";
import { checkAvantPaiement } from "@cabas/contracts";
import { callApi } from "@/lib/api/client";
import { getBasket } from "@/lib/api/basket";
import { BasketTotals } from "@/features/basket/basket-totals";
import { ArticlesTable, ErrorList } from "./order-parts";
import styles from "./orders.module.css";
import { buttonClassName } from "@/ui/button/button";

/** Where the address book sends the shopper back once the basket's addresses are chosen (through sign-in too). */
const RECAP_PATH = "/checkout/ma-commande";

export async function OrderRecap({ compact }: { compact?: boolean }) {
  const [basket, check] = await Promise.all([getBasket(), callApi(checkAvantPaiement, {})]);
  const errors = check.ok ? check.data.erreurs : [];
  const address = basket.livraison as { prenom?: string; nom?: string; ligne1?: string; code_postal?: string; ville?: string } | null;
  return (
    <>
      {errors.length > 0 && <ErrorList intro="Avant de payer :" messages={errors.map((e) => e.message)} />}
      <section className={styles.fieldset} aria-labelledby="recap-adresse">
        <h2 id="recap-adresse">Adresse de livraison</h2>
        <p>{address ? `${address.prenom ?? ""} ${address.nom ?? ""}, ${address.ligne1 ?? ""}, ${address.code_postal ?? ""} ${address.ville ?? ""}` : "Aucune adresse choisie."}</p>
        {basket.adresseUpdatable ? <Link href={`/mes-adresses?retour=${encodeURIComponent(RECAP_PATH)}`}>Choisir ou ajouter une adresse</Link> : <p>Livrée à l&apos;adresse de la commande que vous changez.</p>}
      </section>
      <section className={styles.fieldset} aria-labelledby="recap-creneau">
        <h2 id="recap-creneau">Créneau de livraison</h2>
        <p>{basket.libelle_tranche ?? "Aucun créneau réservé."}</p>
        {basket.creneauUpdatable ? <Link href="/creneau">Choisir un créneau</Link> : <p>Livrée sur le créneau de la commande que vous changez.</p>}
      </section>
      {!compact && (
        <section aria-labelledby="recap-articles">
          <h2 id="recap-articles">Articles</h2>
          <ArticlesTable
            caption="Articles du panier"
            rows={[...basket.items, ...basket.reservations].map((item) => ({ key: item.id, name: item.name, quantity: item.quantity, amount: item.line_total }))}
          />
        </section>
      )}
      <BasketTotals basket={basket} />
      {errors.length === 0 ? (
        <Link href="/checkout/paiement" className={buttonClassName({ size: "big" })}>
          Passer au paiement
        </Link>
      ) : (
        <Link href="/checkout/mon-panier">Retour au panier</Link>
      )}
    </>
  );
}
