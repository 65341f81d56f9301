// The team journal (getJournalConseiller, ADR 0097): what one staff member did while acting as customers, across all of
// them, for the team's supervisors. A plain GET form, so it works without JavaScript.
import type { Metadata } from "next";
import Link from "next/link";
import { cookies } from "next/headers";
import { STAFF_AUDIT_PERMISSION, getJournalConseiller, type CallOutput } from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import { STAFF_JOURNAL_PATH } from "@/features/account/paths";
import { LoginJournal } from "@/features/staff/login-journal";
import { StaffSearch } from "@/features/staff/staff-search";
import { requireStaffPermission } from "@/features/staff/staff-access";
import { TEAM_JOURNAL_PATH, staffDateTime, staffMemberQuery } from "@/features/staff/staff-journal";
import { StaffTable } from "@/features/staff/staff-table";
import { noteCancelSummary, noteSummary, priceChangeText, stockChangeText } from "@/features/staff/stock";
import { vatChangeText } from "@/features/staff/invoices";
import { callApi } from "@/lib/api/client";
import { firstParam } from "@/lib/session/redirect-target";

export const metadata: Metadata = { title: "Journal d'un membre de l'équipe", robots: { index: false } };

export default async function TeamJournalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [jar, params] = await Promise.all([cookies(), searchParams]);
  const typed = firstParam(params.conseiller);
  const returnTo = typed ? `${TEAM_JOURNAL_PATH}?conseiller=${encodeURIComponent(typed)}` : TEAM_JOURNAL_PATH;
  requireStaffPermission(jar, STAFF_AUDIT_PERMISSION, returnTo);

  const query = staffMemberQuery(typed);
  const result = query && !("error" in query) ? await callApi(getJournalConseiller, query, { perimeter: false }) : null;
  const error = query && "error" in query ? query.error : result && !result.ok ? (result.errors?.id_conseiller?.[0] ?? result.message) : null;
  return (
    <div className={`page ${styles.page} ${styles.wide}`}>
      <PageHeader
        title="Journal d'un membre de l'équipe"
        lead="Ce qu'un membre de l'équipe a fait en agissant en tant que clients&nbsp;: chaque connexion, le client, et les actions qui ont changé ou tenté de changer son compte, sans leur contenu&nbsp;; puis les stocks qu'il a changés."
      />
      <StaffSearch action={TEAM_JOURNAL_PATH} name="conseiller" label="E-mail ou n° du membre de l'équipe" formLabel="Membre de l'équipe" typed={typed} error={error} />
      {result?.ok && <MemberJournal journal={result.data} />}
      <p>
        <Link href={STAFF_JOURNAL_PATH}>Journal d&apos;un client</Link>
      </p>
    </div>
  );
}

function MemberJournal({ journal }: { journal: CallOutput<typeof getJournalConseiller> }) {
  const { conseiller, connexions, total_connexions: total } = journal;
  return (
    <section aria-labelledby="journal-title">
      <h2 id="journal-title">
        {conseiller.prenom} {conseiller.nom} (n°&nbsp;{conseiller.id}, {conseiller.email})
      </h2>
      {connexions.length === 0 ? (
        <p role="status">Ce membre de l&apos;équipe n&apos;a agi en tant qu&apos;aucun client.</p>
      ) : (
        <>
          <p role="status">
            {total === 1 ? "1 connexion en tant qu'un client" : `${total} connexions en tant que clients`}
            {total > connexions.length ? `, dont les ${connexions.length} plus récentes ci-dessous.` : "."}
          </p>
          {connexions.map((login) => (
            <LoginJournal key={login.id} login={login} who={login.client} />
          ))}
        </>
      )}
      <StockJournal changes={journal.changements_stock} total={journal.total_changements_stock} />
      <DeliveryNoteJournal notes={journal.bons_livraison} total={journal.total_bons_livraison} />
      <CancelledNoteJournal notes={journal.bons_annules} total={journal.total_bons_annules} />
      <PriceJournal changes={journal.changements_prix} total={journal.total_changements_prix} />
      <InvoicesJournal journal={journal} />
    </section>
  );
}

/** The stocks the member set or added a delivery to on the stock screen (ADR 0126), newest first. */
function StockJournal({ changes, total }: { changes: CallOutput<typeof getJournalConseiller>["changements_stock"]; total: number }) {
  return (
    <section aria-labelledby="journal-stock">
      <h3 id="journal-stock">Changements de stock</h3>
      {changes.length === 0 ? (
        <p>Ce membre de l&apos;équipe n&apos;a changé aucun stock.</p>
      ) : (
        <JournalTable
          total={total}
          shown={changes.length}
          one="1 changement de stock"
          many="changements de stock"
          caption="Changements de stock de ce membre de l'équipe"
          columns={["Quand", "Produit, périmètre", "Changement"]}
          rows={changes.map((change, index) => ({
            key: index,
            cells: [staffDateTime(change.date), `${change.produit.nom}, ${change.perimetre}`, stockChangeText(change)],
          }))}
        />
      )}
    </section>
  );
}

/** The offers' prices and promotions the member changed on the stock screen (ADR 0138), newest first. */
function PriceJournal({ changes, total }: { changes: CallOutput<typeof getJournalConseiller>["changements_prix"]; total: number }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="journal-prix">
      <h3 id="journal-prix">Changements de prix</h3>
      <JournalTable
        total={total}
        shown={changes.length}
        one="1 changement de prix"
        many="changements de prix"
        caption="Changements de prix de ce membre de l'équipe"
        columns={["Quand", "Produit, périmètre", "Changement"]}
        rows={changes.map((change, index) => ({ key: index, cells: [staffDateTime(change.date), `${change.produit.nom}, ${change.perimetre}`, priceChangeText(change)] }))}
      />
    </section>
  );
}

/** The delivery notes the member imported on the stock screen (ADR 0132): one entry per note, newest first. */
function DeliveryNoteJournal({ notes, total }: { notes: CallOutput<typeof getJournalConseiller>["bons_livraison"]; total: number }) {
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="journal-bons">
      <h3 id="journal-bons">Bons de livraison importés</h3>
      <JournalTable
        total={total}
        shown={notes.length}
        one="1 bon de livraison"
        many="bons de livraison"
        caption="Bons de livraison importés par ce membre de l'équipe"
        columns={["Quand", "Bon", "Contenu"]}
        rows={notes.map((note, index) => ({ key: index, cells: [staffDateTime(note.date), `${note.reference} (${note.perimetre})`, noteSummary(note)] }))}
      />
    </section>
  );
}

/** The delivery notes the member cancelled on the stock screen (ADR 0139), with their reasons, newest first. */
function CancelledNoteJournal({ notes, total }: { notes: CallOutput<typeof getJournalConseiller>["bons_annules"]; total: number }) {
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="journal-bons-annules">
      <h3 id="journal-bons-annules">Bons de livraison annulés</h3>
      <JournalTable
        total={total}
        shown={notes.length}
        one="1 bon annulé"
        many="bons annulés"
        caption="Bons de livraison annulés par ce membre de l'équipe"
        columns={["Quand", "Bon", "Retiré du stock, motif"]}
        rows={notes.map((note, index) => ({ key: index, cells: [staffDateTime(note.date), `${note.reference} (${note.perimetre})`, noteCancelSummary(note)] }))}
      />
    </section>
  );
}

/** The VAT rates the member changed and the rectifying invoices they issued on the invoices screen (ADR 0133), newest first. */
function InvoicesJournal({ journal }: { journal: CallOutput<typeof getJournalConseiller> }) {
  const { changements_tva: changes, total_changements_tva: total, factures_rectificatives: issued, total_factures_rectificatives: totalIssued } = journal;
  return (
    <section aria-labelledby="journal-tva">
      <h3 id="journal-tva">Taux de TVA et factures rectificatives</h3>
      {changes.length === 0 ? (
        <p>Ce membre de l&apos;équipe n&apos;a changé aucun taux de TVA.</p>
      ) : (
        <JournalTable
          total={total}
          shown={changes.length}
          one="1 changement de taux"
          many="changements de taux"
          caption="Changements de taux de TVA de ce membre de l'équipe"
          columns={["Quand", "Produit", "Changement"]}
          rows={changes.map((change, index) => ({ key: index, cells: [staffDateTime(change.date), change.produit.nom, vatChangeText(change)] }))}
        />
      )}
      {issued.length === 0 ? (
        <p>Ce membre de l&apos;équipe n&apos;a émis aucune facture rectificative.</p>
      ) : (
        <JournalTable
          total={totalIssued}
          shown={issued.length}
          one="1 facture rectificative émise"
          many="factures rectificatives émises" recent="récentes"
          caption="Factures rectificatives émises par ce membre de l'équipe"
          columns={["Quand", "Commande", "Facture rectificative"]}
          rows={issued.map((invoice) => ({
            key: invoice.numero,
            cells: [
              staffDateTime(invoice.date),
              `n° ${invoice.id_commande}`,
              // Read by supervisors (staff.audit): the PDF is accounting's, on the invoices screen.
              `${invoice.numero}, remplace ${invoice.facture_remplacee}`,
            ],
          }))}
        />
      )}
    </section>
  );
}

/**
 * One list of the journal: how many in all (« 1 bon annulé », « 12 bons annulés »), how many of them are shown, and the
 * table of those.
 */
function JournalTable({
  total,
  shown,
  one,
  many,
  recent = "récents",
  caption,
  columns,
  rows,
}: { total: number; shown: number; one: string; many: string; recent?: "récents" | "récentes" } & Pick<Parameters<typeof StaffTable>[0], "caption" | "columns" | "rows">) {
  return (
    <>
      <p>
        {total === 1 ? one : `${total} ${many}`}
        {total > shown ? `, dont les ${shown} plus ${recent} ci-dessous.` : "."}
      </p>
      <StaffTable caption={caption} captionClassName="visually-hidden" columns={columns} rows={rows} />
    </>
  );
}
