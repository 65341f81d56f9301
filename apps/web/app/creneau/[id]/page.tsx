// One delivery slot: its day, hours, price and state, and the form that holds it for the basket.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { SlotDay } from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import { formatEuros } from "@/lib/format/price";
import accountStyles from "@/features/account/account.module.css";
import { basketGrid, hasSession, publicGrid, visitorPostalCode } from "@/features/slots/slot-data";
import { HoldNotice } from "@/features/slots/hold-countdown";
import { SlotGridForm } from "@/features/slots/slot-grid-form";
import { loginUrlFor } from "@/lib/session/redirect-target";

export const metadata: Metadata = { title: "Créneau de livraison", robots: { index: false } };

function findSlot(days: SlotDay[], id: number) {
  for (const day of days) {
    const slot = day.creneaux.find((s) => s.id_tranche === id);
    if (slot) return { day, slot };
  }
  return null;
}

export default async function SlotPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number.parseInt((await params).id, 10);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const session = await hasSession();
  const basket = session ? await basketGrid() : null;
  const cp = await visitorPostalCode();
  let days: SlotDay[] = basket?.ok ? basket.data.jours : [];
  if (!basket?.ok && cp) {
    const result = await publicGrid(cp);
    if (result.ok) days = result.data.jours;
  }
  const found = findSlot(days, id);
  if (!found) notFound();
  const { day, slot } = found;
  const held = basket?.ok ? basket.data.creneau : null;
  const stateText = slot.etat === "complet" ? "Ce créneau est complet." : slot.etat === "ferme" ? "Ce créneau n'est plus réservable." : "Des places sont disponibles.";
  return (
    <div className={`page ${accountStyles.page}`}>
      <PageHeader title={`Livraison ${day.libelle}, ${slot.libelle}`} crumbs={[{ href: "/creneau", label: "Créneaux de livraison" }]} />
      <p>
        {slot.express ? "Créneau express. " : ""}
        {slot.prix === 0 ? "Sans supplément de livraison." : `Supplément de livraison\u00A0: ${formatEuros(slot.prix)}.`}{" "}
        {stateText}
      </p>
      {held?.id_tranche === slot.id_tranche && <HoldNotice end={held.fin_reservation_libelle} endIso={held.fin_reservation} />}
      {session ? (
        <SlotGridForm days={[{ ...day, creneaux: [slot] }]} mode="hold" redirect={`/creneau/${slot.id_tranche}`} />
      ) : cp ? (
        <p>
          Pour réserver ce créneau, <Link href={loginUrlFor(`/creneau/${slot.id_tranche}`)}>connectez-vous</Link>.
        </p>
      ) : (
        <p>
          Pour réserver ce créneau, <Link href={`/code-postal?redirect=${encodeURIComponent(`/creneau/${slot.id_tranche}`)}`}>indiquez votre code postal</Link>.
        </p>
      )}
      <p>
        <Link href="/creneau">Tous les créneaux</Link>
      </p>
    </div>
  );
}
