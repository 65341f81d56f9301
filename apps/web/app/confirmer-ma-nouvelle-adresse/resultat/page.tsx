// What opening the link mailed to a new e-mail address gave (ADR 0041 amended): confirmed, or why not and what to do.
import type { Metadata } from "next";
import Link from "next/link";
import { emailChangeOutcomeText } from "@/features/account/email-change-outcome";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Nouvelle adresse e-mail", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<{ etat?: string }> }) {
  const { etat } = await searchParams;
  const outcome = emailChangeOutcomeText(etat);
  return (
    <div className="page">
      <h1>{outcome.title}</h1>
      <RouteNotice alert={!outcome.done}>{outcome.text}</RouteNotice>
      <p>
        <Link href="/infos-personnelles">Mes informations personnelles</Link>
      </p>
    </div>
  );
}
