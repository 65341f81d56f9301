// The waiting lists screen (ADR 0120): each product on reservation with people in line, zone by zone, the people in
// their order (name, e-mail, position, joined on), who was told and until when their place is held. Read-only: a
// customer leaves or takes their place themselves, and lines move on by themselves. Only staff who read them see it.
import type { Metadata } from "next";
import Link from "next/link";
import { cookies } from "next/headers";
import { RESERVATION_WAITLISTS_PERMISSION, getListesAttente } from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import staffStyles from "@/features/staff/staff-screens.module.css";
import { requireStaffPermission } from "@/features/staff/staff-access";
import { StaffTable } from "@/features/staff/staff-table";
import { staffDateTime } from "@/features/staff/staff-journal";
import { lineSummary, personStanding, WAITLISTS_PATH } from "@/features/staff/waitlists";
import { callApi } from "@/lib/api/client";
import { typesetFrench } from "@cabas/contracts/french-typography";

export const metadata: Metadata = { title: "Listes d'attente des réservations", robots: { index: false } };

export default async function WaitlistsPage() {
  const jar = await cookies();
  requireStaffPermission(jar, RESERVATION_WAITLISTS_PERMISSION, WAITLISTS_PATH);
  const result = await callApi(getListesAttente, {}, { perimeter: false });
  return (
    <div className={`page ${styles.page} ${styles.wide}`}>
      <PageHeader
        title="Listes d'attente des réservations"
        lead="Les produits sur réservation dont des clients attendent une place, zone par zone. Quand une place se libère, la personne suivante est prévenue par e-mail et la place lui est gardée 24 heures ; passé ce délai, elle passe à la suivante."
      />
      {!result.ok ? (
        <p role="alert">La liste ne peut pas être affichée pour le moment. Réessayez dans quelques instants.</p>
      ) : result.data.listes.length === 0 ? (
        <p>Personne n&apos;attend de place sur un produit sur réservation.</p>
      ) : (
        result.data.listes.map((line) => {
          const id = `liste-${line.id_produit}-${line.perimetre.replace(/[^A-Za-z0-9]+/g, "-")}`;
          return (
            <section key={id} className={staffStyles.login} aria-labelledby={id}>
              <h2 id={id}>
                <Link href={`/${line.slug}`} prefetch={false}>
                  {line.produit}
                </Link>
              </h2>
              <p>{lineSummary(line)}</p>
              <StaffTable
                caption={typesetFrench(`Liste d'attente de « ${line.produit} », zone « ${line.perimetre} »`)}
                captionClassName="visually-hidden"
                columns={["Client", "Place", "Inscrit le"]}
                rows={line.personnes.map((person, index) => ({
                  key: index,
                  cells: [
                    <>
                      {person.prenom} {person.nom}
                      <br />
                      <a href={`mailto:${person.email}`}>{person.email}</a>
                    </>,
                    personStanding(person),
                    staffDateTime(person.inscrit_le),
                  ],
                }))}
              />
            </section>
          );
        })
      )}
    </div>
  );
}
