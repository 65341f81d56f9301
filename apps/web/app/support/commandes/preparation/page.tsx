// The picking list (ADR 0094, amendment 4): for a delivery day, each slot's orders to prepare, their products added up
// aisle by aisle in the shop's order, with what each order takes, to print for the pickers. The day is a plain GET
// form; the list prints alone (data-print-root), with or without JavaScript.
import type { Metadata } from "next";
import Link from "next/link";
import { cookies } from "next/headers";
import { ORDER_DISPATCH_PERMISSION, frenchLongDay, getListePreparation } from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import staffStyles from "@/features/staff/staff-screens.module.css";
import { StaffTable } from "@/features/staff/staff-table";
import { buttonClassName } from "@/ui/button/button";
import { PrintButton } from "@/features/staff/print-button";
import { requireStaffPermission } from "@/features/staff/staff-access";
import { DeliveryDayField } from "@/features/staff/delivery-day-field";
import { PICKING_PATH, firstOfMonthParts, gramsLabel, orderShares, parisToday, pickingListPath, slotLabel, warehouseListPath } from "@/features/staff/warehouse";
import { callApi } from "@/lib/api/client";
import { firstParam } from "@/lib/session/redirect-target";

/** The day as the list prints it: « 1<sup>er</sup> » raised. */
function LongDay({ day }: { day: string }) {
  const parts = firstOfMonthParts(day);
  return parts ? (
    <>
      {parts[0]}
      <sup>er</sup>
      {parts[1]}
    </>
  ) : (
    day
  );
}

export const metadata: Metadata = { title: "Liste de préparation", robots: { index: false } };

export default async function PickingListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [jar, params] = await Promise.all([cookies(), searchParams]);
  const asked = firstParam(params.jour)?.trim() || undefined;
  requireStaffPermission(jar, ORDER_DISPATCH_PERMISSION, pickingListPath(asked));
  const jour = asked ?? parisToday(new Date());
  const result = await callApi(getListePreparation, { jour }, { perimeter: false });
  const dayError = !result.ok && result.status === 400 ? result.message : undefined;
  const slots = result.ok ? result.data.creneaux : [];
  return (
    <div className={`page ${styles.page} ${styles.wide}`}>
      <PageHeader
        title="Liste de préparation"
        lead="Les commandes à préparer d'un jour de livraison, créneau par créneau : chaque produit additionné, rayon par rayon dans l'ordre du magasin, avec ce qu'en prend chaque commande."
      />
      <p>
        <Link href={warehouseListPath({ jour })}>Retour aux commandes du jour</Link>
      </p>
      <form method="get" action={PICKING_PATH} className={`${styles.card} ${styles.form}`} aria-label="Choisir le jour de livraison">
        <DeliveryDayField id="preparation-jour" value={jour} error={dayError} />
        <div>
          <button type="submit" className={buttonClassName({})}>
            Afficher
          </button>
        </div>
      </form>
      {!result.ok ? (
        dayError ? null : <p role="alert">La liste ne peut pas être affichée pour le moment. Réessayez dans quelques instants.</p>
      ) : slots.length === 0 ? (
        <p>Aucune commande à préparer le <LongDay day={frenchLongDay(jour)} />.</p>
      ) : (
        <div data-print-root className={staffStyles.printSheet}>
          <h2>
            Préparation du <LongDay day={frenchLongDay(jour)} />
          </h2>
          <p>
            <PrintButton label="Imprimer la liste" />
          </p>
          {slots.map((slot) => (
            <section key={slot.id} className={staffStyles.login} aria-labelledby={`creneau-${slot.id}`}>
              <h3 id={`creneau-${slot.id}`}>
                {slot.perimetre}, {slotLabel(slot.debut, slot.fin)}
                {slot.express ? " (express)" : ""}&nbsp;: {slot.commandes.length === 1 ? "1 commande" : `${slot.commandes.length} commandes`}
              </h3>
              <p>Commandes n°&nbsp;{slot.commandes.join(", ")}.</p>
              {slot.rayons.map((aisle) => (
                <StaffTable
                  key={aisle.rayon}
                  caption={aisle.rayon}
                  captionClassName={staffStyles.aisle}
                  columns={["Produit", "Quantité", "Par commande"]}
                  rows={aisle.articles.map((item) => ({
                    key: item.id_produit,
                    cells: [item.nom, `${item.quantite}${item.poids_estime !== null ? ` (≈ ${gramsLabel(item.poids_estime)})` : ""}`, orderShares(item.commandes)],
                  }))}
                />
              ))}
              {slot.cadeaux.length > 0 && (
                <StaffTable
                  caption="Cadeaux à joindre, offerts"
                  captionClassName={staffStyles.aisle}
                  columns={["Cadeau", "Quantité", "Commandes"]}
                  rows={slot.cadeaux.map((gift) => ({ key: gift.cadeau, cells: [gift.cadeau, gift.commandes.length, <>n°&nbsp;{gift.commandes.join(", ")}</>] }))}
                />
              )}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
