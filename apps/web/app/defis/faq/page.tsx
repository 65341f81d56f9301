// Questions about challenges: how they work, what counts, when the reward arrives.
import { typesetFrench } from "@cabas/contracts/french-typography";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/features/content/page-header";
import { pageMetadata } from "@/features/content/metadata";
import faqStyles from "@/features/faq/faq.module.css";
import { CHALLENGE_FAQ_PATH, CHALLENGES_PATH } from "@/features/games/paths";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: "Questions sur les défis", description: "Comment fonctionnent les défis Cabas : participer, ce qui compte, quand arrive la récompense.", path: CHALLENGE_FAQ_PATH });
}

const QUESTIONS: readonly [string, string][] = [
  ["Comment participer à un défi ?", "Connectez-vous à votre compte, choisissez un défi du moment et cliquez sur « Je participe ». La participation est gratuite et ne vous engage à rien."],
  [
    "Quelles commandes comptent ?",
    "Les commandes passées après votre inscription au défi et avant sa date de fin, une fois livrées. Une commande annulée ne compte pas ; des articles ajoutés à une commande (complément) comptent avec elle.",
  ],
  [
    "Quels produits comptent ?",
    "Selon le défi : tous vos achats, ou seulement certains produits (bio, un rayon…). La liste des produits concernés est accessible depuis chaque défi.",
  ],
  [
    "Quand est-ce que je reçois ma récompense ?",
    "Dès que l'objectif est atteint avec vos commandes livrées, la récompense est ajoutée à votre cagnotte, une seule fois par défi. Une commande passée avant la fin du défi et livrée après compte encore.",
  ],
  ["Comment utiliser ma cagnotte ?", "À l'étape « Mes avantages » de votre prochaine commande, choisissez le montant de cagnotte à utiliser."],
  ["Puis-je participer à plusieurs défis ?", "Oui, à tous les défis du moment : une même commande peut faire avancer plusieurs défis."],
];

export default function Page() {
  return (
    <div className="page">
      <PageHeader title="Questions sur les défis" crumbs={[{ href: CHALLENGES_PATH, label: "Nos défis" }]} />
      <div className={faqStyles.groups}>
        <section className={faqStyles.group} aria-labelledby="defis-faq">
          <h2 id="defis-faq">Les défis Cabas</h2>
          {QUESTIONS.map(([question, answer]) => (
            <details key={question} className={faqStyles.item}>
              <summary>{typesetFrench(question)}</summary>
              <div className={faqStyles.answer}>
                <p>{typesetFrench(answer)}</p>
              </div>
            </details>
          ))}
        </section>
      </div>
      <p>
        <Link href={CHALLENGES_PATH}>Voir les défis du moment</Link>
      </p>
    </div>
  );
}
