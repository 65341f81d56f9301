// Slot reservations made ahead (addRdvResa): the customer's current ones, and the grid to book another.
import type { Metadata } from "next";
import { AccountPage } from "@/features/account/account-parts";
import { myReservations, reservationGrid } from "@/features/slots/slot-data";
import { CancelReservationForm } from "@/features/slots/reservation-forms";
import { SlotGridForm } from "@/features/slots/slot-grid-form";
import styles from "@/features/slots/slots.module.css";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";

const PATH = "/mes-reservations-de-creneaux";

export const metadata: Metadata = { title: "Mes réservations de créneaux", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  // The reservation's success is said by the grid's form, which replaces it with a refusal of the next one.
  const reserved = firstParam(params.reserve);
  const notice = params.annule && !reserved ? "Réservation annulée." : null;
  return (
    <AccountPage path={PATH} title="Mes réservations de créneaux" wide>
      {async () => {
        const [mine, grid] = await Promise.all([myReservations(), reservationGrid()]);
        const reservations = mine.ok ? mine.data.reservations : [];
        return (
          <>
            <p>
              Réservez un créneau à l&apos;avance, sans panier&nbsp;: il vous est gardé jusqu&apos;à l&apos;heure limite de commande, puis libéré si
              aucune commande ne l&apos;utilise. Trois réservations au plus à la fois.
            </p>
            {notice && <RouteNotice className={styles.hold}>{notice}</RouteNotice>}
            <section aria-labelledby="resa-en-cours">
              <h2 id="resa-en-cours">Mes réservations en cours</h2>
              {reservations.length === 0 ? (
                <p>Vous n&apos;avez aucune réservation de créneau en cours.</p>
              ) : (
                <ul className={styles.list}>
                  {reservations.map((r) => (
                    <li key={r.id_reservation} className={styles.item}>
                      <span>
                        <strong>{r.libelle_tranche}</strong>
                        <br />
                        Gardé jusqu&apos;au {r.fin_reservation_libelle} · {r.perimetre}
                      </span>
                      <CancelReservationForm reservation={r} redirect={PATH} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className={styles.section} aria-labelledby="resa-nouvelle">
              <h2 id="resa-nouvelle">Réserver un créneau</h2>
              {grid.ok ? (
                <SlotGridForm key={reserved ?? ""} days={grid.data.jours} mode="reserve" redirect={PATH} notice={reserved ? "Créneau réservé." : undefined} />
              ) : (
                <p role="alert" className={styles.error}>
                  {grid.message || "Les créneaux ne peuvent pas être affichés pour le moment."}
                </p>
              )}
            </section>
          </>
        );
      }}
    </AccountPage>
  );
}
