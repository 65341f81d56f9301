// The order recap before payment (/checkout/ma-commande, /checkout/validation): address, slot, lines, totals, the
// checks of checkAvantPaiement, and the button to payment. A server component: it works before hydration.
import Link from "next/link";
import { checkAvantPaiement } from "@cabas/contracts";
import { callApi } from "@/lib/api/client";
import { getBasket } from "@/lib/api/basket";
import { BasketTotals } from "@/features/basket/basket-totals";
import { ArticlesTable } from "./order-parts";
import { CheckFailureList, DeliveryRecap } from "./checkout-recap";
import { buttonClassName } from "@/ui/button/button";

/** Where the address book sends the shopper back once the basket's addresses are chosen (through sign-in too). */
const RECAP_PATH = "/checkout/ma-commande";

export async function OrderRecap({ compact }: { compact?: boolean }) {
  const [basket, check] = await Promise.all([getBasket(), callApi(checkAvantPaiement, {})]);
  const errors = check.ok ? check.data.erreurs : [];
  return (
    <>
      {errors.length > 0 && <CheckFailureList intro="Avant de payer :" failures={errors} back={RECAP_PATH} />}
      <DeliveryRecap basket={basket} back={RECAP_PATH} />
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
        <Link href="/checkout/paiement" className={buttonClassName({ size: "big", wrap: true })}>
          Passer au paiement
        </Link>
      ) : (
        <Link href="/checkout/mon-panier">Retour au panier</Link>
      )}
    </>
  );
}
