// The zones screen (ADR 0096): the postal codes visitors asked Cabas to deliver, most asked first, each opened from a
// perimeter in one form, and any other postal code the same way. Opening tells the people waiting, by e-mail. A postal
// code is closed again at the bottom (ADR 0099). Only staff who open zones see it; everything works without JavaScript.
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { ZONE_OPENING_PERMISSION, getZonesEnAttente } from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import staffStyles from "@/features/staff/staff-screens.module.css";
import { requireStaffPermission } from "@/features/staff/staff-access";
import { ZoneClosingForm, ZoneOpeningForm } from "@/features/staff/zones-form";
import { ZONES_PATH, zoneClosedMessage, zoneOpenedMessage } from "@/features/staff/zones";
import { callApi } from "@/lib/api/client";
import { formatDate } from "@/lib/format/price";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Zones de livraison", robots: { index: false } };

export default async function ZonesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [jar, params] = await Promise.all([cookies(), searchParams]);
  requireStaffPermission(jar, ZONE_OPENING_PERMISSION, ZONES_PATH);
  const result = await callApi(getZonesEnAttente, {}, { perimeter: false });
  const fait = firstParam(params.fait);
  const cp = firstParam(params.cp);
  const done = zoneOpenedMessage({ fait, cp, prevenus: firstParam(params.prevenus) }) ?? zoneClosedMessage({ fait, cp, paniers: firstParam(params.paniers) });
  return (
    <div className={`page ${styles.page} ${styles.wide}`}>
      <PageHeader
        title="Zones de livraison"
        lead="Les codes postaux que des visiteurs attendent, le plus demandé d'abord. Ouvrir un code postal l'ajoute au périmètre choisi, avec toutes ses communes, et prévient par e-mail chaque personne qui l'attendait."
      />
      {done && <RouteNotice replaceable>{done}</RouteNotice>}
      {!result.ok ? (
        <p role="alert">La liste ne peut pas être affichée pour le moment. Réessayez dans quelques instants.</p>
      ) : (
        <>
          <section aria-labelledby="zones-attendues">
            <h2 id="zones-attendues">Codes postaux attendus</h2>
            {result.data.attentes.length === 0 ? (
              <p>Personne n&apos;attend l&apos;ouverture d&apos;un code postal.</p>
            ) : (
              result.data.attentes.map((zone) => (
                <article key={zone.code_postal} className={staffStyles.login} aria-labelledby={`zone-${zone.code_postal}`}>
                  <h3 id={`zone-${zone.code_postal}`}>
                    {zone.code_postal}&nbsp;: {zone.communes.join(", ") || "commune inconnue"}
                  </h3>
                  <p>
                    {zone.demandes === 1 ? "1 demande" : `${zone.demandes} demandes`}, la plus ancienne le {formatDate(zone.plus_ancienne)}.
                  </p>
                  <ZoneOpeningForm postalCode={zone.code_postal} perimeters={result.data.perimetres} />
                </article>
              ))
            )}
          </section>
          <section aria-labelledby="zones-autre" className={staffStyles.login}>
            <h2 id="zones-autre">Ouvrir un autre code postal</h2>
            <p>
              Les périmètres livrent aujourd&apos;hui&nbsp;:{" "}
              {result.data.perimetres.map((perimeter) => `${perimeter.nom} (${perimeter.codes_postaux} codes postaux)`).join(", ")}.
            </p>
            <ZoneOpeningForm perimeters={result.data.perimetres} />
          </section>
          <section aria-labelledby="zones-fermer" className={staffStyles.login}>
            <h2 id="zones-fermer">Fermer un code postal</h2>
            <p>
              Ses communes quittent leur périmètre&nbsp;: ses visiteurs apprennent que Cabas ne les livre pas et peuvent demander à être prévenus d&apos;une
              réouverture. Les commandes déjà passées sont livrées&nbsp;: tant qu&apos;il en reste à y livrer, le code postal ne peut pas être fermé.
            </p>
            <ZoneClosingForm />
          </section>
        </>
      )}
    </div>
  );
}
