"use client";
// /checkout/mes-avantages: loyalty euros and prize pot, free-delivery joker, Amex partner discount, vouchers and
// the advantage code with its condition. Benefits belong to an account: a guest is asked to sign in.
import Link from "next/link";
import type { BasketSettings, BasketVoucher } from "@cabas/contracts";
import { eurosToCents, formatCents } from "../../lib/format/price.ts";
import { useBasket } from "./basket-context.tsx";
import { BasketForm } from "./basket-form.tsx";
import { BasketTotals } from "./basket-totals.tsx";
import styles from "./basket.module.css";

const euros = (value: number) => formatCents(eurosToCents(value));

export function BenefitsView({ signedIn }: { signedIn: boolean }) {
  const { basket } = useBasket();
  if (!signedIn) {
    return (
      <p>
        Vos avantages (euros fidélité, cagnotte, jokers, bons d'achat et codes) sont liés à votre compte.{" "}
        <Link href="/authentification?redirect=%2Fcheckout%2Fmes-avantages">Connectez-vous</Link> pour les utiliser.
      </p>
    );
  }
  const settings = basket.settings as Partial<BasketSettings>;
  const { avantages } = basket;
  const vouchers = avantages.bha as BasketVoucher[];
  const code = avantages.codeAvantage;
  return (
    <div className={styles.page}>
      <div>
        <section className={styles.section} aria-labelledby="code-title">
          <h2 id="code-title">Code avantage</h2>
          <BasketForm fields={{ action: "set_code" }} className={styles.inline} successToast>
            <label>
              Votre code
              <input name="code" className={styles.input} autoComplete="off" maxLength={40} />
            </label>
            <button type="submit" className={styles.secondary}>
              Appliquer le code
            </button>
          </BasketForm>
          {code.condition && (
            <p className={styles.condition} data-ret={String(code.condition.ret)} role="status">
              {code.condition.texte}
            </p>
          )}
          {code.hasCodeAvantage && (
            <BasketForm fields={{ action: "set_code", code: "" }}>
              <button type="submit" className={styles.secondary}>
                Retirer le code
              </button>
            </BasketForm>
          )}
        </section>

        <section className={styles.section} aria-labelledby="fid-title">
          <h2 id="fid-title">Euros fidélité et cagnotte</h2>
          <p>
            Solde fidélité&nbsp;: {euros(settings.solde_eurofid ?? 0)} — cagnotte&nbsp;: {euros(settings.solde_cagnotte ?? 0)}
          </p>
          <BasketForm fields={{ action: "use_eurofid", source: "eurofid" }} className={styles.inline} successToast>
            <label>
              Euros fidélité à utiliser (€)
              <input name="montant" inputMode="decimal" className={styles.input} size={8} defaultValue={avantages.eurosfid ? String(avantages.eurosfid).replace(".", ",") : ""} />
            </label>
            <button type="submit" className={styles.secondary}>
              Utiliser
            </button>
          </BasketForm>
          <BasketForm fields={{ action: "use_eurofid", source: "cagnotte" }} className={styles.inline} successToast>
            <label>
              Cagnotte à utiliser (€)
              {/* Prefilled with what the basket uses, as the loyalty euros' field is. */}
              <input
                name="montant"
                inputMode="decimal"
                className={styles.input}
                size={8}
                defaultValue={basket.totals.total_cagnotte ? String(basket.totals.total_cagnotte).replace(".", ",") : ""}
              />
            </label>
            <button type="submit" className={styles.secondary}>
              Utiliser la cagnotte
            </button>
          </BasketForm>
          {/* Offered only when the basket uses some: otherwise it would « stop » nothing (0 in a field also stops them). */}
          {(avantages.eurosfid > 0 || basket.totals.total_cagnotte > 0) && (
            <BasketForm fields={{ action: "reset_eurofid" }} successToast>
              <button type="submit" className={styles.secondary}>
                Ne plus les utiliser
              </button>
            </BasketForm>
          )}
        </section>

        <section className={styles.section} aria-labelledby="joker-title">
          <h2 id="joker-title">Joker livraison et remise American Express</h2>
          <p>
            {settings.jokers ?? 0} joker{(settings.jokers ?? 0) > 1 ? "s" : ""} livraison disponible{(settings.jokers ?? 0) > 1 ? "s" : ""}.
          </p>
          <BasketForm fields={{ action: "use_joker", actif: avantages.joker.actif ? "0" : "1" }} successToast>
            <button type="submit" className={styles.secondary} disabled={!avantages.joker.usable}>
              {avantages.joker.actif ? "Retirer le joker" : "Utiliser un joker (livraison offerte)"}
            </button>
          </BasketForm>
          <BasketForm fields={{ action: "use_amex", actif: avantages.amex.actif ? "0" : "1" }} successToast>
            <button type="submit" className={styles.secondary} disabled={!avantages.amex.usable}>
              {avantages.amex.actif ? "Retirer la remise American Express" : "Remise American Express (5\u00A0%, 10\u00A0€ au plus)"}
            </button>
          </BasketForm>
          {!avantages.amex.usable && <p className={styles.lineMeta}>La remise partenaire demande une carte American Express enregistrée.</p>}
        </section>

        <section className={styles.section} aria-labelledby="ba-title">
          <h2 id="ba-title">Bons d&apos;achat</h2>
          {vouchers.length === 0 && <p>Vous n&apos;avez pas de bon d&apos;achat en cours.</p>}
          <ul className={styles.lines}>
            {vouchers.map((v) => (
              <li key={v.code} className={styles.inline}>
                <span>
                  {v.kind === "parrain" ? "Bon de parrainage" : "Bon d'achat"} {v.code}&nbsp;: {euros(v.montant)} dès {euros(v.minimum)} d&apos;achats
                </span>
                <BasketForm
                  fields={{ action: v.kind === "parrain" ? "use_ba_parrain" : "use_ba", action_ba: v.actif ? "remove" : "add", code: v.code }}
                  successToast
                >
                  <button type="submit" className={styles.secondary}>
                    {v.actif ? `Retirer ${v.code}` : `Utiliser ${v.code}`}
                  </button>
                </BasketForm>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <aside className={styles.summary} aria-labelledby="summary-title">
        <h2 id="summary-title" style={{ margin: 0 }}>
          Récapitulatif
        </h2>
        <BasketTotals basket={basket} />
        <Link href="/checkout/mon-panier" prefetch={false}>Retour au panier</Link>
        <Link href="/checkout/ma-commande" prefetch={false} className={styles.order}>
          Commander
        </Link>
      </aside>
    </div>
  );
}
