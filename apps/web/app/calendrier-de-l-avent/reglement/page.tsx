// The advent calendar's rules, available to anyone, free (French law on promotional games).
import type { Metadata } from "next";
import { PageHeader } from "@/features/content/page-header";
import { pageMetadata } from "@/features/content/metadata";
import { readCalendar } from "@/features/games/game-data";
import { CALENDAR_PATH, CALENDAR_RULES_PATH } from "@/features/games/paths";
import { Markdown } from "@/lib/markdown/markdown";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: "Règlement du calendrier de l'Avent", description: "Le règlement du jeu gratuit sans obligation d'achat « Calendrier de l'Avent Cabas ».", path: CALENDAR_RULES_PATH });
}

export default async function Page() {
  const result = await readCalendar();
  const rules = result.ok ? result.data.calendrier.reglement : "";
  return (
    <div className="page">
      <PageHeader title="Règlement du calendrier de l'Avent" crumbs={[{ href: CALENDAR_PATH, label: "Calendrier de l'Avent" }]} />
      {rules ? <Markdown source={rules} /> : <p role="alert">Le règlement ne peut pas être affiché pour le moment&nbsp;: demandez-le à notre service client, il vous sera adressé gratuitement.</p>}
    </div>
  );
}
