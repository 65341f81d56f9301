// Server pieces of the steps before paying (/checkout/ma-commande, /checkout/paiement): what still stops the order,
// each blocker with the link that fixes it, and where and when the basket is delivered.
import Link from "next/link";
import type { Basket } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { checkFailuresWithFixes, type CheckCode } from "./check-fixes.ts";
import { basketAddressLines } from "./order-address.ts";
import { basketGrid } from "@/features/slots/slot-data";
import { HoldNotice } from "@/features/slots/hold-countdown";
import { RanOutNotice } from "@/features/slots/ran-out-notice";
import { ViewLink } from "@/ui/modal/view-link";
import styles from "./orders.module.css";

/** Every check before payment that failed, under one sentence, each followed by where to fix it; `complement`: the basket completes an order. */
export function CheckFailureList({
  intro,
  failures,
  back,
  complement = false,
}: {
  intro: string;
  failures: readonly { code: CheckCode; message: string }[];
  back: string;
  complement?: boolean;
}) {
  return (
    <div role="alert" className={styles.error}>
      {/* The web-service's refusals are written with plain spaces: set here, where they are read. */}
      <p>{typesetFrench(intro)}</p>
      <ul>
        {checkFailuresWithFixes(failures, back, complement).map(({ message, fix }) => (
          <li key={message}>
            {typesetFrench(message)}
            {fix && (
              <>
                {" "}
                {fix.dialog ? (
                  <ViewLink href={fix.href} target={{ view: fix.dialog }}>
                    {fix.label}
                  </ViewLink>
                ) : (
                  <Link href={fix.href}>{fix.label}</Link>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The basket's delivery address and slot; `back` is the page the address book returns to once one is chosen. A slot
 * held for 60 minutes shows when the hold ends, so the shopper knows how long the order can wait (ADR 0056).
 */
export async function DeliveryRecap({ basket, back }: { basket: Basket; back: string }) {
  const address = basketAddressLines(basket.livraison);
  // A complement adds to the order and leaves it as it is; a modification changes it: the recap says which.
  const changing = basket.complement_en_cours ? "complétez" : "changez";
  // Asked only for a hold: a reservation or the changed order's slot does not run out while the shopper pays.
  const grid = basket.type_rdv === "hold" ? await basketGrid() : null;
  const hold = grid?.ok && grid.data.creneau?.id_tranche === basket.id_tranche ? grid.data.creneau : null;
  return (
    <>
      <section className={styles.fieldset} aria-labelledby="recap-adresse">
        <h2 id="recap-adresse">Adresse de livraison</h2>
        <p>{address ? address.where : "Aucune adresse choisie."}</p>
        {/* The door code and floor the courier is given: checked here, before paying, not discovered on the confirmation. */}
        {address?.access.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {basket.adresseUpdatable ? <Link href={`/mes-adresses?retour=${encodeURIComponent(back)}`}>Choisir ou ajouter une adresse</Link> : <p>Livrée à l&apos;adresse de la commande que vous {changing}.</p>}
      </section>
      <section className={styles.fieldset} aria-labelledby="recap-creneau">
        <h2 id="recap-creneau">Créneau de livraison</h2>
        <p>{basket.libelle_tranche ?? "Aucun créneau réservé."}</p>
        {hold?.fin_reservation_libelle && <HoldNotice end={hold.fin_reservation_libelle} endIso={hold.fin_reservation} />}
        {/* Why there is no slot any more: its hold ran out while the shopper was away (ADR 0117). */}
        {basket.creneau_expire && <RanOutNotice slot={basket.creneau_expire} />}
        {/* A link to the slots page, which opens the CRENEAUX dialog once scripts run: the recap stays behind it. */}
        {basket.creneauUpdatable ? (
          <ViewLink href="/creneau" target={{ view: "CRENEAUX" }}>
            Choisir un créneau
          </ViewLink>
        ) : <p>Livrée sur le créneau de la commande que vous {changing}.</p>}
      </section>
    </>
  );
}
