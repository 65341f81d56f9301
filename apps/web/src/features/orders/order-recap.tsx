// The order recap before payment (/checkout/ma-commande, /checkout/validation): address, slot, lines, totals, the
// checks of checkAvantPaiement, and the button to payment. A server component: it works before hydration.
import Link from "next/link";
import { checkAvantPaiement } from "@cabas/contracts";
import { callApi } from "@/lib/api/client";
import { getBasket } from "@/lib/api/basket";
import { BasketTotals } from "@/features/basket/basket-totals";
import { measurePriceText } from "@/lib/format/measure-price";
import { ArticlesTable } from "./order-parts";
import { CheckFailureList, DeliveryRecap } from "./checkout-recap";
import { buttonClassName } from "@/ui/button/button";
import { recapStep } from "./recap-step.ts";

/** Where the address book sends the shopper back once the basket's addresses are chosen (through sign-in too). */
const RECAP_PATH = "/checkout/ma-commande";

export async function OrderRecap({ compact }: { compact?: boolean }) {
  const [basket, check] = await Promise.all([getBasket(), callApi(checkAvantPaiement, {})]);
  const errors = check.ok ? check.data.erreurs : [];
  const step = recapStep(basket, check.ok ? { ok: true, failures: errors.length } : { ok: false, signedOut: check.status === 401 });
  if (step === "empty") {
    return (
      <>
        <p>Votre panier est vide&nbsp;: il n&apos;y a rien à payer.</p>
        <p>
          <Link href="/catalogue">Parcourir les rayons</Link>
        </p>
      </>
    );
  }
  return (
    <>
      {errors.length > 0 && <CheckFailureList intro="Avant de payer&nbsp;:" failures={errors} back={RECAP_PATH} complement={basket.complement_en_cours} />}
      <DeliveryRecap basket={basket} back={RECAP_PATH} />
      {!compact && (
        <section aria-labelledby="recap-articles">
          <h2 id="recap-articles">Articles</h2>
          <ArticlesTable
            caption="Articles du panier"
            rows={[...basket.items, ...basket.reservations].map((item) => ({
              key: item.id,
              name: item.name,
              quantity: item.quantity,
              amount: item.line_total,
              unitPrice: `${measurePriceText(item.unitPrice, item.variableWeight)}${item.variableWeight ? ", prix estimé" : ""}`,
            }))}
          />
        </section>
      )}
      <BasketTotals basket={basket} />
      {step === "unchecked" && <p role="alert">Nous n&apos;avons pas pu vérifier votre commande&nbsp;: rechargez la page dans un instant.</p>}
      {step === "signin" && (
        <p>
          Pour commander, <Link href={`/authentification?redirect=${encodeURIComponent(RECAP_PATH)}`}>connectez-vous ou créez votre compte</Link>
          &nbsp;: votre panier vous suit.
        </p>
      )}
      {step === "pay" ? (
        <Link href="/checkout/paiement" className={buttonClassName({ size: "big", wrap: true })}>
          Passer au paiement
        </Link>
      ) : (
        <Link href="/checkout/mon-panier">Retour au panier</Link>
      )}
    </>
  );
}
