// Payment: saved card, new card (hosted form with 3-D Secure), SEPA direct debit, or by phone; or, when the benefits
// pay it all, one confirmation with no means to fill (ADR 0072).
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import {
  checkAvantPaiement,
  frenchLongDate,
  PAGE_ERRORS,
  pageErrorMessage,
  payConfiguration,
  SEPA_DEBTOR_COUNTRIES,
  SEPA_MANDATE_AUTHORISATION,
  SEPA_MANDATE_CONSENT,
  SEPA_MANDATE_TYPE,
  SEPA_PRENOTIFICATION,
  type CallOutput,
} from "@cabas/contracts";
import { callApi } from "@/lib/api/client";
import { mandateAction, payAction } from "@/features/orders/actions";
import { ErrorBanner } from "@/features/orders/order-parts";
import { CheckFailureList, DeliveryRecap } from "@/features/orders/checkout-recap";
import { getBasket } from "@/lib/api/basket";
import { formatEuros } from "@/lib/format/price";
import { PhonePaymentForm } from "@/features/orders/payment-forms";
import { WithdrawalNotice } from "@/features/orders/withdrawal-notice";
import { routeMessageProps } from "@/ui/focus/route-message";
import { ViewLink } from "@/ui/modal/view-link";
import { CGV_SLUG } from "@/ui/modal/views/cgv-slug";
import styles from "@/features/orders/orders.module.css";
import { buttonClassName } from "@/ui/button/button";
import { RouteNotice } from "@/ui/focus/route-notice";
import { savedCardLine } from "@/features/orders/saved-card-text";
import { SepaPaymentOption } from "@/features/orders/sepa-payment-option";

export const metadata: Metadata = { title: "Paiement", robots: { index: false } };

/** Where the address book and sign-in bring the shopper back to once a blocker is fixed. */
const PAYMENT_PATH = "/checkout/paiement";

export default async function Page({ searchParams }: { searchParams: Promise<{ erreur?: string; mandat?: string; reutilise?: string; ajout?: string }> }) {
  const { erreur, mandat, reutilise, ajout } = await searchParams;
  // The checks before payment are asked up front: a basket that cannot be paid shows what stops it, each blocker with
  // the link that fixes it, and no button to order (rather than refusing only once « Commander » is pressed).
  const [result, check, basket] = await Promise.all([callApi(payConfiguration, {}), callApi(checkAvantPaiement, {}), getBasket()]);
  if (!result.ok) {
    if (result.status === 401) redirect("/authentification?redirect=%2Fcheckout%2Fpaiement");
    return (
      <div className="page">
        <h1>Paiement</h1>
        <ErrorBanner message={result.message} />
        {/* A basket turned into an order still waiting for its payment: its page finishes or abandons it. */}
        {typeof result.details?.id_commande === "number" ? (
          <Link href={`/commande/${result.details.id_commande}`}>Voir la commande n° {result.details.id_commande}</Link>
        ) : (
          <Link href="/checkout/mon-panier">Retour au panier</Link>
        )}
      </div>
    );
  }
  const c = result.data;
  // The mandate just signed (its id in `mandat`), else the latest: the one a SEPA order is paid with.
  const signedMandate = c.mandats.find((m) => String(m.id_mandat) === mandat);
  const sepaMandate = signedMandate ?? c.mandats[0];
  // Also after a refused « Commander » (?erreur=verification): the address carries a code only, and what fails now
  // is asked again, so every failure is named (not only the first).
  const blockers = check.ok ? check.data.erreurs : [];
  const total = (
    <p>
      Total&nbsp;: <strong>{formatEuros(c.montant)}</strong>
      {c.montant === 0 && <> — réglé par vos avantages</>}
      {c.poids_variable && <> — montant autorisé {formatEuros(c.montant_autorisation)} (produits pesés&nbsp;: vous ne payez que le poids réel)</>}
    </p>
  );
  if (blockers.length > 0) {
    return (
      <div className="page">
        <h1>Paiement</h1>
        {/* What a refused « Commander » came back with: focused on arrival. */}
        <div {...routeMessageProps}>
          <CheckFailureList intro={PAGE_ERRORS.verification} failures={blockers} back={PAYMENT_PATH} complement={basket.complement_en_cours} />
        </div>
        {total}
        <DeliveryRecap basket={basket} back={PAYMENT_PATH} />
        <p>
          <Link href="/checkout/ma-commande">Retour à ma commande</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>Paiement</h1>
      {total}
      <DeliveryRecap basket={basket} back={PAYMENT_PATH} />
      {/* The partner discount is for paying with the Amex card: said before the shopper picks another means (ADR 0056). */}
      {basket.avantages.amex.actif && (
        <p className={styles.notice}>
          Remise American Express&nbsp;: payez avec votre carte American Express enregistrée. Une autre carte, le prélèvement SEPA ou le
          téléphone ne donnent pas droit à la remise (retirez-la de votre panier pour payer autrement).
        </p>
      )}
      <p className={styles.muted}>
        En commandant, vous acceptez nos{" "}
        <ViewLink href={`/${CGV_SLUG}`} target={{ view: "CGV" }}>
          conditions générales de vente
        </ViewLink>
        .
      </p>
      <WithdrawalNotice />
      {/* A refused check that passes now (fixed in another tab) needs no word; other refusals keep theirs. */}
      <ErrorBanner message={erreur === "verification" && check.ok ? undefined : pageErrorMessage(erreur)} />
      {mandat && (
        <RouteNotice className={styles.notice}>
          {reutilise
            ? "Vous aviez déjà signé un mandat pour ce compte : nous le réutilisons."
            : "Mandat de prélèvement SEPA signé."}
          {signedMandate && <> Sa référence unique (RUM)&nbsp;: {signedMandate.reference}.</>}
        </RouteNotice>
      )}
      {ajout && (
        <RouteNotice className={styles.notice}>
          Votre carte est enregistrée&nbsp;: vous pouvez la choisir ci-dessous.
        </RouteNotice>
      )}
      {c.moyens.includes("avantages") ? (
        <BenefitsPaymentForm checkout={c.checkout} />
      ) : (
        <PaymentMeans c={c} sepaMandate={sepaMandate} erreur={erreur} />
      )}
    </div>
  );
}

/** Nothing to authorise: the benefits pay it all, so no card, mandate or call is asked (ADR 0072). A plain form, as every payment form here. */
function BenefitsPaymentForm({ checkout }: { checkout: string }) {
  return (
    <form action={payAction} className={styles.fieldset}>
      <h2>Réglée par vos avantages</h2>
      <input type="hidden" name="checkout" value={checkout} />
      <input type="hidden" name="mode" value="avantages" />
      <p>Vos bons d&apos;achat, votre cagnotte et vos euros fidélité règlent toute la commande&nbsp;: rien ne sera débité, aucune carte n&apos;est demandée.</p>
      <button type="submit" className={buttonClassName({ wrap: true })}>Commander avec obligation de paiement</button>
    </form>
  );
}

type Configuration = CallOutput<typeof payConfiguration>;

/** The means to pay an order that costs something: saved card, new card, SEPA mandate, phone. */
function PaymentMeans({ c, sepaMandate, erreur }: { c: Configuration; sepaMandate: Configuration["mandats"][number] | undefined; erreur: string | undefined }) {
  return (
    <>
      {c.cartes.length > 0 && (
        <form action={payAction} className={styles.fieldset}>
          <h2>Carte enregistrée</h2>
          <input type="hidden" name="checkout" value={c.checkout} />
          <input type="hidden" name="mode" value="carte" />
          {c.cartes.map((card, i) => (
            <label key={card.id_empreinte} className={styles.checkbox}>
              <input type="radio" name="id_empreinte" value={card.id_empreinte} defaultChecked={card.par_defaut || i === 0} /> {savedCardLine(card)}
            </label>
          ))}
          <button type="submit" className={buttonClassName({ wrap: true })}>Commander avec obligation de paiement</button>
        </form>
      )}
      <form action={payAction} className={styles.fieldset}>
        <h2>Nouvelle carte</h2>
        <input type="hidden" name="checkout" value={c.checkout} />
        <input type="hidden" name="mode" value="nouvelle_carte" />
        <p>Vous saisirez votre carte sur la page sécurisée de notre prestataire de paiement.</p>
        <button type="submit" className={buttonClassName({ wrap: true })}>Commander avec obligation de paiement</button>
        <p className={styles.muted}>
          Ou{" "}
          <ViewLink href="/cartes-bancaires" target={{ view: "ADD_CARD" }}>
            enregistrez une carte
          </ViewLink>{" "}
          pour vos prochaines commandes.
        </p>
      </form>
      {/* Barred by a returned debit still due (ADR 0130): replaced by what to pay, said before it is chosen. */}
      <SepaPaymentOption barred={c.sepa_indisponible}>
        {sepaMandate ? (
          <form action={payAction}>
            <input type="hidden" name="checkout" value={c.checkout} />
            <input type="hidden" name="mode" value="sepa" />
            <input type="hidden" name="id_mandat" value={sepaMandate.id_mandat} />
            <p>
              Mandat de prélèvement SEPA récurrent, référence unique du mandat (RUM)&nbsp;: <strong>{sepaMandate.reference}</strong>
              <br />
              Compte {sepaMandate.iban_masque} ({sepaMandate.titulaire}), signé le {frenchLongDate(new Date(sepaMandate.signe_le))}
              {sepaMandate.lieu_signature && <> à {sepaMandate.lieu_signature}</>}
              {sepaMandate.bic && sepaMandate.adresse_debiteur && (
                <>
                  <br />
                  Banque (BIC)&nbsp;: {sepaMandate.bic}, adresse du titulaire&nbsp;: {sepaMandate.adresse_debiteur}
                </>
              )}
              <br />
              Créancier&nbsp;: {c.creancier.nom}, identifiant créancier SEPA (ICS) {c.creancier.ics}
            </p>
            <button type="submit" className={buttonClassName({ wrap: true })}>Commander avec obligation de paiement</button>
          </form>
        ) : (
          <form action={mandateAction} className={styles.form}>
            {/* The mandate's own words (SEPA Core rulebook, EPC form), read before signing (ADR 0057). */}
            <h3>Mandat de prélèvement SEPA</h3>
            <p>
              Créancier&nbsp;: <strong>{c.creancier.nom}</strong>, {c.creancier.adresse}
              <br />
              Identifiant créancier SEPA (ICS)&nbsp;: {c.creancier.ics}
              <br />
              Type de paiement&nbsp;: {SEPA_MANDATE_TYPE} (le mandat sert à vos prochaines commandes)
              <br />
              Référence unique du mandat (RUM)&nbsp;: attribuée à la signature et affichée ici
            </p>
            <p>{SEPA_MANDATE_AUTHORISATION}</p>
            <p className={styles.muted}>{SEPA_PRENOTIFICATION}</p>
            <label>
              IBAN
              <input name="iban" required autoComplete="off" placeholder="FR76 …" aria-describedby="iban-hint" />
            </label>
            <p id="iban-hint" className={styles.muted}>
              Un compte de la zone SEPA&nbsp;: Union européenne, Islande, Liechtenstein, Norvège, mais aussi Suisse, Royaume-Uni,
              Monaco, Andorre, Saint-Marin…
            </p>
            {/* The rulebook asks the BIC and the debtor's address for an account outside the EEA only (ADR 0085's
                amendment): folded away for the others, opened again when they were missing. */}
            <details open={erreur === "mandat_bic"}>
              <summary>Compte hors de l&apos;Union européenne (Suisse, Royaume-Uni, Monaco…)&nbsp;: code BIC et adresse</summary>
              <p className={styles.muted}>
                Le mandat demande alors le code BIC de votre banque (sur votre RIB) et votre adresse. Pour un compte de l&apos;Union
                européenne, de l&apos;Islande, du Liechtenstein ou de la Norvège, laissez ces champs vides.
              </p>
              <label>
                Code BIC de votre banque
                <input name="bic" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20} placeholder="UBSWCHZH80A" />
              </label>
              <label>
                Adresse (numéro et rue)
                <input name="adresse" autoComplete="street-address" maxLength={70} />
              </label>
              <label>
                Code postal
                <input name="code_postal" autoComplete="postal-code" maxLength={16} />
              </label>
              <label>
                Ville
                <input name="ville" autoComplete="address-level2" maxLength={35} />
              </label>
              <label>
                Pays
                <select name="pays" autoComplete="country" defaultValue="FR">
                  {SEPA_DEBTOR_COUNTRIES.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
              </label>
            </details>
            <label>
              Titulaire du compte
              <input name="titulaire" required autoComplete="name" />
            </label>
            <label>
              Lieu de signature
              <input name="lieu" required autoComplete="address-level2" placeholder="Paris" />
            </label>
            <p>Date de signature&nbsp;: {frenchLongDate(new Date())}</p>
            <label className={styles.checkbox}>
              <input type="checkbox" name="accord" value="1" required /> {SEPA_MANDATE_CONSENT}
            </label>
            <button type="submit" className={buttonClassName({ variant: "secondary", wrap: true })}>Signer le mandat</button>
          </form>
        )}
      </SepaPaymentOption>
      <PhonePaymentForm checkout={c.checkout} telephone={c.telephone} className={styles.fieldset} />
    </>
  );
}
