// The staff journal of a customer (getJournalSA, ADR 0091): each login-as, who, when, from where, and the write calls
// made during it. A plain GET form, so it works without JavaScript; only staff who may act as customers see it.
import type { Metadata } from "next";
import Link from "next/link";
import { cookies } from "next/headers";
import { IMPERSONATE_PERMISSION, getJournalSA, type CallOutput } from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import { LOGIN_AS_PATH, STAFF_JOURNAL_PATH } from "@/features/account/paths";
import { StaffSearch } from "@/features/staff/staff-search";
import { requireStaffPermission } from "@/features/staff/staff-access";
import { customerQuery } from "@/features/staff/staff-journal";
import { LoginJournal } from "@/features/staff/login-journal";
import { callApi } from "@/lib/api/client";
import { firstParam } from "@/lib/session/redirect-target";

export const metadata: Metadata = { title: "Journal de l'équipe", robots: { index: false } };

export default async function StaffJournalPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [jar, params] = await Promise.all([cookies(), searchParams]);
  const typed = firstParam(params.client);
  const returnTo = typed ? `${STAFF_JOURNAL_PATH}?client=${encodeURIComponent(typed)}` : STAFF_JOURNAL_PATH;
  requireStaffPermission(jar, IMPERSONATE_PERMISSION, returnTo);

  const query = customerQuery(typed);
  const result = query && !("error" in query) ? await callApi(getJournalSA, query, { perimeter: false }) : null;
  const error = query && "error" in query ? query.error : result && !result.ok ? (result.errors?.id_client?.[0] ?? result.message) : null;
  return (
    <div className={`page ${styles.page} ${styles.wide}`}>
      <PageHeader
        title="Journal de l'équipe"
        lead="Ce que l'équipe a fait en agissant à la place d'un client&nbsp;: chaque connexion, et les actions qui ont changé ou tenté de changer son compte, sans leur contenu."
      />
      <StaffSearch action={STAFF_JOURNAL_PATH} name="client" label="E-mail ou n° client" formLabel="Client" typed={typed} error={error} />
      {result?.ok && <Journal journal={result.data} />}
      <p>
        <Link href={LOGIN_AS_PATH}>Agir en tant que client</Link>
      </p>
    </div>
  );
}

type JournalData = CallOutput<typeof getJournalSA>;

function Journal({ journal }: { journal: JournalData }) {
  const { client, connexions, total_connexions: total } = journal;
  const who = `${client.prenom} ${client.nom}`;
  return (
    <section aria-labelledby="journal-title">
      <h2 id="journal-title">
        {who} (n°&nbsp;{client.id}, {client.email})
      </h2>
      {connexions.length === 0 ? (
        <p role="status">Personne de l&apos;équipe n&apos;a agi en tant que ce client.</p>
      ) : (
        <>
          <p role="status">
            {total === 1 ? "1 connexion en tant que ce client" : `${total} connexions en tant que ce client`}
            {total > connexions.length ? `, dont les ${connexions.length} plus récentes ci-dessous.` : "."}
          </p>
          {connexions.map((login) => (
            <LoginJournal key={login.id} login={login} who={login.conseiller} />
          ))}
        </>
      )}
    </section>
  );
}
