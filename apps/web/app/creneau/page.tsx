// Delivery slots: the basket's grid with its hold (guest or customer session), or the public grid by postal code.
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/features/content/page-header";
import accountStyles from "@/features/account/account.module.css";
import { getCurrentUser } from "@/features/account/current-user";
import { basketGrid, hasSession, publicGrid, visitorPostalCode } from "@/features/slots/slot-data";
import { HoldNotice } from "@/features/slots/hold-countdown";
import { RanOutNotice } from "@/features/slots/ran-out-notice";
import { SlotGridForm, SlotGridLinks } from "@/features/slots/slot-grid-form";
import { OrderChangeSlot, slotChoiceOpen } from "@/features/slots/order-change-slot";
import styles from "@/features/slots/slots.module.css";
import { ZoneAlertOfferForm } from "@/features/zone-alerts/zone-alert-form";
import { offersZoneAlert } from "@/features/zone-alerts/zone-alert-offer";
import { firstParam, loginUrlFor } from "@/lib/session/redirect-target";
import { getBasket } from "@/lib/api/basket";
import { buttonClassName } from "@/ui/button/button";

export const metadata: Metadata = {
  title: "Créneaux de livraison",
  description: "Les créneaux de livraison de deux heures, de 7 h à 22 h, et les créneaux express du jour.",
};

const AHEAD_LEAD =
  "Votre panier utilise le créneau que vous avez réservé à l'avance\u00A0: il vous est gardé jusqu'à la clôture des commandes de cette livraison. Un autre créneau choisi ici vous serait réservé 60 minutes.";

export default async function SlotsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const askedCp = firstParam(params.cp)?.trim();
  const lead = "Choisissez un créneau de deux heures\u00A0: il vous est réservé 60 minutes, le temps de valider votre commande.";

  if (!askedCp && (await hasSession())) {
    const [result, basket] = await Promise.all([basketGrid(), getBasket()]);
    if (result.ok) {
      const { jours, creneau, perimetre, creneau_expire } = result.data;
      // A slot reserved ahead is kept until its cut-off: « 60 minutes » would be wrong about it (ADR 0060).
      const ahead = creneau?.type === "reservation";
      // A basket changing a placed order keeps that order's slot: said at once, with no grid to click in vain.
      if (!slotChoiceOpen(basket)) {
        return (
          <div className={`page ${accountStyles.wide}`}>
            <PageHeader title="Créneaux de livraison" />
            <OrderChangeSlot basket={basket} />
          </div>
        );
      }
      return (
        <div className={`page ${accountStyles.wide}`}>
          <PageHeader title="Créneaux de livraison" lead={ahead ? AHEAD_LEAD : lead} />
          <p>Zone de livraison&nbsp;: {perimetre}.</p>
          {/* The hold that ran out while the shopper was away: said before the grid to choose again in (ADR 0117). */}
          {creneau_expire && <RanOutNotice slot={creneau_expire} />}
          {creneau && (
            <HoldNotice
              end={creneau.fin_reservation_libelle}
              endIso={creneau.fin_reservation}
              label={`Votre créneau\u00A0: ${creneau.libelle_tranche}`}
              ahead={ahead}
              arrival={firstParam(params.choisi) !== undefined}
            />
          )}
          {creneau && basket.totalItems > 0 && (
            <p>
              <Link href="/checkout/ma-commande" className={buttonClassName({ size: "big" })}>
                Continuer ma commande
              </Link>
            </p>
          )}
          {/* The grid's days are h3s: this heading, for the outline only, keeps it from jumping from h1 to h3. */}
          <h2 className="visually-hidden">Choisir un créneau</h2>
          <SlotGridForm days={jours} mode="hold" redirect="/creneau" />
        </div>
      );
    }
  }

  const cp = askedCp ?? (await visitorPostalCode());
  const grid = cp && /^[0-9]{5}$/.test(cp) ? await publicGrid(cp) : null;
  // A postal code Cabas does not deliver yet: the offer to be told when it does, with the customer's e-mail.
  const alertCp = cp && grid && !grid.ok && offersZoneAlert(grid.details) ? cp : null;
  const current = alertCp ? await getCurrentUser() : null;
  // With the offer, the refusal goes if the zone opens while the form is on screen.
  const refusal = cp && grid && !grid.ok && (
    <p role="alert" className={styles.error}>
      {grid.message || "Les créneaux ne peuvent pas être affichés pour le moment."}
    </p>
  );
  return (
    <div className={`page ${accountStyles.wide}`}>
      <PageHeader title="Créneaux de livraison" lead={lead} />
      <form method="get" action="/creneau" className={accountStyles.form} aria-label="Créneaux par code postal">
        <div className={accountStyles.field}>
          <label htmlFor="creneau-cp" className={accountStyles.label}>
            Code postal
          </label>
          <input
            id="creneau-cp"
            name="cp"
            className={accountStyles.input}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            defaultValue={cp ?? ""}
            required
          />
        </div>
        <button type="submit" className={styles.slot} style={{ justifyItems: "center" }}>
          Voir les créneaux
        </button>
      </form>
      {!cp && <p>Indiquez votre code postal pour voir les créneaux de livraison de votre zone.</p>}
      {alertCp ? (
        <ZoneAlertOfferForm cp={alertCp} email={current?.status === "signed-in" ? current.user.email : ""} refusal={refusal} />
      ) : (
        refusal
      )}
      {grid?.ok && (
        <section className={styles.section} aria-label={`Créneaux du ${grid.data.code_postal}`}>
          <h2>
            Créneaux pour le {grid.data.code_postal} ({grid.data.communes.join(", ")})
          </h2>
          <p>
            Pour réserver l&apos;un de ces créneaux, <Link href={loginUrlFor("/creneau")}>connectez-vous</Link>.
          </p>
          <SlotGridLinks days={grid.data.jours} />
        </section>
      )}
    </div>
  );
}
