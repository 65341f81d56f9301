// The cinema contest's rules, available to anyone, free (French law on promotional games); REGLEMENT_JEU_CINE shows
// them in a dialog once scripts run.
import type { Metadata } from "next";
import { PageHeader } from "@/features/content/page-header";
import { pageMetadata } from "@/features/content/metadata";
import { readCinemaContest } from "@/features/games/game-data";
import { CINEMA_PATH, CINEMA_RULES_PATH } from "@/features/games/paths";
import { Markdown } from "@/lib/markdown/markdown";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: "Règlement du jeu concours cinéma", description: "Le règlement du jeu gratuit sans obligation d'achat « Jeu concours cinéma » de Cabas.", path: CINEMA_RULES_PATH });
}

export default async function Page() {
  const result = await readCinemaContest();
  const rules = result.ok ? result.data.concours.reglement : "";
  return (
    <div className="page">
      <PageHeader
        title="Règlement du jeu concours cinéma"
        crumbs={[
          { href: "/offres-clients", label: "Offres clients" },
          { href: CINEMA_PATH, label: "Jeu concours cinéma" },
        ]}
      />
      {rules ? <Markdown source={rules} /> : <p role="alert">Le règlement ne peut pas être affiché pour le moment&nbsp;: demandez-le à notre service client, il vous sera adressé gratuitement.</p>}
    </div>
  );
}
